import { type Brief, type BriefField, EMPTY_BRIEF, hasField } from '../brief.ts';
import { colorOfStyle } from '../style-relations.ts';
import { detectAskedField } from './asked-field.ts';
import { extractMessage, type MessageFindings } from './extract-message.ts';

/** A message as the engine reads it: the spec §3 chat message, images only counted. */
export interface ConversationMessage {
  role: 'user' | 'assistant';
  content: string;
  images?: readonly unknown[];
}

/**
 * Reads each client message in the context of the assistant question before it. Without an assistant
 * message first, the client is answering the spec §4 greeting, which asks for the idea.
 */
export function extractFindings(
  messages: readonly ConversationMessage[],
  preferredStyles: readonly string[] = [],
): MessageFindings[] {
  const findings: MessageFindings[] = [];
  let askedField: BriefField | null = 'idea';
  for (const message of messages) {
    const content = typeof message.content === 'string' ? message.content : '';
    if (message.role !== 'user') {
      askedField = detectAskedField(content);
      continue;
    }
    const hasAttachments = Array.isArray(message.images) && message.images.length > 0;
    findings.push(extractMessage(content, { askedField, preferredStyles, hasAttachments }));
    askedField = null;
  }
  return findings;
}

/**
 * Folds message findings into one brief: the latest answer to a field wins, except the idea, which
 * only a change of mind replaces ("actually, a fox instead"), and references, where a yes stays a yes.
 */
export function mergeFindings(findings: readonly MessageFindings[]): Brief {
  const brief = findings.reduce(mergeOne, EMPTY_BRIEF);
  const colorMode = brief.colorMode ?? (brief.style && colorOfStyle(brief.style));
  const deferredFields = brief.deferredFields.filter((field) => !hasField(brief, field));
  return { ...brief, colorMode, deferredFields };
}

/** The brief a whole conversation gives (for the server's re-extraction on save). */
export function extractBrief(
  messages: readonly ConversationMessage[],
  preferredStyles: readonly string[] = [],
): Brief {
  return mergeFindings(extractFindings(messages, preferredStyles));
}

function mergeOne(brief: Brief, found: MessageFindings): Brief {
  const replacesIdea = brief.idea === null || (found.changesIdea && found.idea !== null);
  return {
    idea: replacesIdea ? found.idea : brief.idea,
    subjects: [...new Set([...brief.subjects, ...found.subjects])],
    style: found.style ?? brief.style,
    colorMode: found.colorMode ?? brief.colorMode,
    placement: found.placement ?? brief.placement,
    size: found.size ?? brief.size,
    budget: found.budget ?? brief.budget,
    hasReferences: brief.hasReferences === true ? true : (found.hasReferences ?? brief.hasReferences),
    timing: found.timing ?? brief.timing,
    contact: found.contact || brief.contact ? { ...brief.contact, ...found.contact } : null,
    age: found.age ?? brief.age,
    isCoverUp: brief.isCoverUp || found.isCoverUp,
    deferredFields:
      found.deferredField && !brief.deferredFields.includes(found.deferredField)
        ? [...brief.deferredFields, found.deferredField]
        : brief.deferredFields,
  };
}
