/** 'Página X de Y' with Anterior/Siguiente, as every admin list pages. */
export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  const total = Math.max(1, pageCount);
  return (
    <nav className="pagination" aria-label="Paginación">
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        Anterior
      </button>
      <span aria-live="polite">
        Página {Math.min(page, total)} de {total}
      </span>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= total}
      >
        Siguiente
      </button>
    </nav>
  );
}
