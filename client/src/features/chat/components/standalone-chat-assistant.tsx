import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '#client/lib/query-client.ts';
import { getDemoChatStatusQueryOptions } from '../api/get-demo-chat-status.ts';
import { ChatAssistant, type ChatAssistantProps } from './chat-assistant.tsx';
import { DemoChatOff } from './demo-chat-off.tsx';

/**
 * The landing demo chat on a prerendered page, which hydrates without the app's providers (docs/decisions/004):
 * it brings the query client with it, so TanStack Query loads with the chat and not with the page.
 */
export function StandaloneChatAssistant(props: ChatAssistantProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <DemoChatOrOff {...props} />
    </QueryClientProvider>
  );
}

/**
 * The chat at once, replaced by the trial offer only once the server says the demo artist is missing (decision
 * 056); a failed look leaves the chat, whose own apology covers a server that cannot answer.
 */
function DemoChatOrOff(props: ChatAssistantProps) {
  const status = useQuery(getDemoChatStatusQueryOptions());
  if (status.data?.isAvailable === false) return <DemoChatOff className={props.className} />;
  return <ChatAssistant {...props} />;
}
