" The storyboard part of Tests/editors/vim/test.vim, which sources this file and calls
" KblTestStoryboard with its own check functions: editors/vim gives *.storyboard and *.xib
" the `storyboard` filetype (Vim's XML syntax, indent and ftplugin kept), leaves *.xml
" alone, and ALE runs kb-lsp on a storyboard: its diagnostics are those of
" `kb-lsp lint --format json` (KBL_STORYBOARD_LINT, which run.sh gets from the real
" binary), and :ALEHover on a text field's start tag shows the field and its frames.
"
"   KblTestStoryboard(Check, Equal, WaitFor, work, wait_ms)
" Checks that need a working server are named "server: …", as in test.vim.

function! s:Codes(loclist) abort
  return sort(map(copy(a:loclist), '[get(v:val, "code", ""), v:val.lnum, v:val.col]'))
endfunction

function! KblTestStoryboard(Check, Equal, WaitFor, work, wait_ms) abort
  " 1. Filetypes: storyboards and xibs are `storyboard`, with Vim's XML support.
  execute 'edit' fnameescape(a:work . '/project/screens/other.xml')
  call a:Equal(&filetype, 'xml', 'a .xml file keeps the filetype xml')
  call a:Check(index(map(ale#linter#Get('xml'), 'v:val.name'), 'kb_lsp') < 0, 'ALE has no kb_lsp linter for xml')
  execute 'edit' fnameescape(a:work . '/project/screens/New.xib')
  call a:Equal(&filetype, 'storyboard', 'filetype of a new .xib file')
  bwipeout!
  execute 'edit' fnameescape(a:work . '/project/screens/sign-in.storyboard')
  let l:board = bufnr('')
  call a:Equal(&filetype, 'storyboard', 'filetype of a .storyboard file (which starts with <?xml)')
  call a:Equal(get(b:, 'current_syntax', ''), 'storyboard', 'storyboard syntax is loaded')
  call a:Equal(synIDattr(synID(40, stridx(getline(40), '<textField') + 2, 1), 'name'), 'xmlTagName',
  \ 'XML syntax colours <textField')
  call a:Equal(&indentexpr, 'XmlIndentGet(v:lnum,1)', 'indentexpr is the XML one')
  call a:Equal(&commentstring, '<!--%s-->', 'commentstring is the XML one (ftplugin)')
  call a:Equal(map(ale#linter#Get('storyboard'), 'v:val.name'), ['kb_lsp'], 'ALE linters for storyboard')
  call a:Equal(ale#Var(l:board, 'kbl_kb_lsp_executable'), $KB_LSP,
  \ 'g:ale_kbl_kb_lsp_executable is the storyboard linter''s too')
  call a:Equal(kbl#FindProjectRoot(l:board), a:work . '/project',
  \ 'the storyboard''s project root is the directory with .kblint.json')

  " 2. Diagnostics: those kb-lsp lint gives for the file (two KB001, lines 40 and 45).
  let l:lint = json_decode($KBL_STORYBOARD_LINT)
  let l:expected = sort(map(copy(l:lint.files[0].diagnostics), '[v:val.code, v:val.line, v:val.column]'))
  call a:Check(len(l:expected) == 2, 'kb-lsp lint finds two diagnostics in sign-in.storyboard', string(l:expected))
  call a:Check(a:WaitFor({-> len(ale#engine#GetLoclist(l:board)) == len(l:expected)}),
  \ 'server: ALE reports kb-lsp diagnostics for sign-in.storyboard within ' . a:wait_ms . ' ms',
  \ string(ale#engine#GetLoclist(l:board)))
  call a:Equal(s:Codes(ale#engine#GetLoclist(l:board)), l:expected,
  \ 'server: the storyboard''s codes, lines and columns are kb-lsp lint''s')

  " 3. Hover on the email field's start tag: its name and its landscape frame (top 161,
  " height 34 on the iPhone SE).
  let g:ale_hover_to_preview = 1
  call cursor(40, 31)
  ALEHover
  call a:Check(a:WaitFor({-> bufexists('ALEPreviewWindow')
  \ && join(getbufline('ALEPreviewWindow', 1, '$'), "\n") =~# 'emailField.*SignInViewController'
  \ && join(getbufline('ALEPreviewWindow', 1, '$'), "\n") =~# 'iphone-se\W\+landscape\W\+161\W\+34\>'}),
  \ 'server: :ALEHover on <textField shows emailField and its landscape frame',
  \ string(bufexists('ALEPreviewWindow') ? getbufline('ALEPreviewWindow', 1, '$') : []))
  pclose
endfunction
