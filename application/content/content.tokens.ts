import { token } from '../tokens';
import type { Content, ContentImports } from './content.port';
import type { ContentRepository } from './content.repository';

export const CONTENT = token<Content>('Content');
export const CONTENT_IMPORTS = token<ContentImports>('ContentImports');
export const CONTENT_REPOSITORY = token<ContentRepository>('ContentRepository');
