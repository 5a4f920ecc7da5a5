" Registers kb-lsp, the KBL language server, with vim-lsp (prabirshrestha/vim-lsp) for
" `kbl` buffers and `storyboard` ones (*.storyboard, *.xib). Does nothing unless vim-lsp is
" installed: the registration runs on vim-lsp's `User lsp_setup` event (or at once when
" vim-lsp is already running).
"
"   let g:kbl_lsp_executable = 'kb-lsp'   " the server binary (default: on PATH)
"   let g:kbl_lsp_disable = 1             " do not register kb-lsp with vim-lsp

if exists('g:loaded_kbl_lsp')
  finish
endif
let g:loaded_kbl_lsp = 1

function! s:Register() abort
  if get(g:, 'kbl_lsp_disable', 0) || !exists('*lsp#register_server')
    return
  endif
  call lsp#register_server({
  \   'name': 'kb-lsp',
  \   'cmd': {server_info -> [get(g:, 'kbl_lsp_executable', 'kb-lsp'), '--stdio']},
  \   'root_uri': {server_info -> lsp#utils#path_to_uri(kbl#FindProjectRoot(bufnr('%')))},
  \   'allowlist': ['kbl', 'storyboard'],
  \ })
endfunction

augroup kbl_vim_lsp
  autocmd!
  autocmd User lsp_setup call s:Register()
augroup END

" Loaded after vim-lsp has already started (lazy loading): register now.
if get(g:, 'lsp_loaded', 0) && v:vim_did_enter
  call s:Register()
endif
