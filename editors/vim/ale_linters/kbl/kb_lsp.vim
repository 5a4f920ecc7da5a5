" ALE linter for KBL: kb-lsp, the KBL language server, over stdio. Its settings
" (g:ale_kbl_kb_lsp_executable, g:ale_kbl_kb_lsp_options) are in autoload/kbl/ale.vim.

function! ale_linters#kbl#kb_lsp#GetProjectRoot(buffer) abort
  return kbl#FindProjectRoot(a:buffer)
endfunction

call kbl#ale#Define('kbl')
