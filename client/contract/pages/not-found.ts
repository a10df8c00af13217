export interface NotFoundData {
  path: string;
}
