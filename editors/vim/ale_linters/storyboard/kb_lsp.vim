" ALE linter for Interface Builder documents (*.storyboard, *.xib, filetype `storyboard`):
" kb-lsp over stdio, with the same settings as for KBL (g:ale_kbl_kb_lsp_executable,
" g:ale_kbl_kb_lsp_options; see autoload/kbl/ale.vim).

call kbl#ale#Define('storyboard')
