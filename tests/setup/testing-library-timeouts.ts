import { configure } from '@testing-library/react';

// Testing Library waits 1 s for a findBy/waitFor by default; two test workers on CI's two cores can take longer to
// render a panel, which is the machine, not the screen. A real miss still fails, five seconds later.
configure({ asyncUtilTimeout: 5_000 });
