// DRF's Response before rendering: what a view hands back (a status, the data, extra
// headers); view.ts renders it as negotiated.
export interface ViewResult {
  status: number;
  data: unknown;
  headers?: Record<string, string>;
}
