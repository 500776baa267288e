// The OPTIONS body, as DRF's SimpleMetadata builds it: name, description, renders,
// parses, and for views that accept POST the POST fields' descriptions.
import { PARSED_MEDIA_TYPES } from './parsers.js';
import { RENDERED_MEDIA_TYPES } from './negotiation.js';
import { describeActions, type Field } from './serializer.js';

export function optionsMetadata(name: string, postFields: readonly Field[] | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name,
    description: '',
    renders: RENDERED_MEDIA_TYPES,
    parses: PARSED_MEDIA_TYPES,
  };
  if (postFields) body.actions = { POST: describeActions([...postFields]) };
  return body;
}
