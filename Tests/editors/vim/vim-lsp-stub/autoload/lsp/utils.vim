" A stand-in for vim-lsp's lsp#utils#path_to_uri, for test.vim.
function! lsp#utils#path_to_uri(path) abort
  return 'file://' . a:path
endfunction
