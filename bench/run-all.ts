import { benchAuthUser } from './auth-user.bench.ts';
import { benchBooking } from './booking.bench.ts';
import { benchConsult } from './consult.bench.ts';
import { benchLeadPages } from './lead-pages.bench.ts';
import { benchLeadSearch } from './lead-search.bench.ts';
import { benchLighthouse } from './lighthouse.bench.ts';
import { benchPublicApi } from './public-api.bench.ts';
import { benchSaturation } from './saturation.bench.ts';
import { benchStats } from './stats.bench.ts';
import { benchUpload } from './upload.bench.ts';
import { benchWebhooks } from './webhooks.bench.ts';
import { benchWidget } from './widget.bench.ts';

// `npm run bench`: every benchmark; `npm run bench -- consult` runs one. The API ones report against a
// baseline measured in the same run; the Lighthouse one against the landing page's targets (issue #3).
const benches: Record<string, () => Promise<void>> = {
  auth: benchAuthUser,
  booking: benchBooking,
  consult: benchConsult,
  'lead-pages': benchLeadPages,
  'lead-search': benchLeadSearch,
  lighthouse: benchLighthouse,
  'public-api': benchPublicApi,
  saturation: benchSaturation,
  stats: benchStats,
  upload: benchUpload,
  webhooks: benchWebhooks,
  widget: benchWidget,
};
const only = process.argv[2];
if (only && !benches[only])
  throw new Error(`Unknown benchmark "${only}"; one of: ${Object.keys(benches).join(', ')}`);
for (const [name, bench] of Object.entries(benches)) {
  if (!only || name === only) await bench();
}
