" The ALE linter for kb-lsp, defined for each filetype kb-lsp reads: `kbl` and `storyboard`
" (Interface Builder documents, *.storyboard and *.xib). One set of settings covers both:
"
"   let g:ale_kbl_kb_lsp_executable = 'kb-lsp'   " the server binary (default: on PATH)
"   let g:ale_kbl_kb_lsp_options = ''            " extra arguments after --stdio
"
" The project root is the nearest directory holding `.kblint.json` or `.git`, else the
" file's own directory (kbl#FindProjectRoot).

function! kbl#ale#GetCommand(buffer) abort
  return '%e --stdio' . ale#Pad(ale#Var(a:buffer, 'kbl_kb_lsp_options'))
endfunction

" Defines the kb_lsp linter for FILETYPE.
function! kbl#ale#Define(filetype) abort
  call ale#Set('kbl_kb_lsp_executable', 'kb-lsp')
  call ale#Set('kbl_kb_lsp_options', '')
  call ale#linter#Define(a:filetype, {
  \   'name': 'kb_lsp',
  \   'aliases': ['kb-lsp'],
  \   'lsp': 'stdio',
  \   'executable': {b -> ale#Var(b, 'kbl_kb_lsp_executable')},
  \   'command': function('kbl#ale#GetCommand'),
  \   'project_root': function('kbl#FindProjectRoot'),
  \})
endfunction
