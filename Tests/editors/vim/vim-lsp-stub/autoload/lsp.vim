" A stand-in for vim-lsp's lsp#register_server, for test.vim: records what is registered.
let g:kbl_test_registered = []

function! lsp#register_server(server_info) abort
  call add(g:kbl_test_registered, a:server_info)
endfunction
