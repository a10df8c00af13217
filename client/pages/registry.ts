import type { ComponentType } from 'react';
import type { PageData } from '../payloads';
import type { PageName } from '../routes';

export type PageComponent<P extends PageName> = ComponentType<{ data: PageData[P] }>;
export type PageModules = { [P in PageName]: PageComponent<P> };
