" ALE linter for KBL: kb-lsp, the KBL language server, over stdio.
"
"   let g:ale_kbl_kb_lsp_executable = 'kb-lsp'   " the server binary (default: on PATH)
"   let g:ale_kbl_kb_lsp_options = ''            " extra arguments after --stdio
"
" The project root is the nearest directory holding `.kblint.json` or `.git`, else the
" file's own directory.

call ale#Set('kbl_kb_lsp_executable', 'kb-lsp')
call ale#Set('kbl_kb_lsp_options', '')

function! ale_linters#kbl#kb_lsp#GetProjectRoot(buffer) abort
  return kbl#FindProjectRoot(a:buffer)
endfunction

function! ale_linters#kbl#kb_lsp#GetCommand(buffer) abort
  return '%e --stdio' . ale#Pad(ale#Var(a:buffer, 'kbl_kb_lsp_options'))
endfunction

call ale#linter#Define('kbl', {
\   'name': 'kb_lsp',
\   'aliases': ['kb-lsp'],
\   'lsp': 'stdio',
\   'executable': {b -> ale#Var(b, 'kbl_kb_lsp_executable')},
\   'command': function('ale_linters#kbl#kb_lsp#GetCommand'),
\   'project_root': function('ale_linters#kbl#kb_lsp#GetProjectRoot'),
\})
