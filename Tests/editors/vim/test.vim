" Headless Vim test of editors/vim: filetype detection, ftplugin options, syntax groups,
" indentation, the vim-lsp registration and the ALE linter talking to a real kb-lsp, on
" KBL specs and on a storyboard (storyboard.vim).
"
" Run by Tests/editors/vim/run.sh as
"   vim -N -u Tests/editors/vim/vimrc -i NONE -n -X -es -S Tests/editors/vim/test.vim
" with KBL_WORK (a scratch directory holding copies of the examples, see run.sh),
" KBL_RESULTS (the result file) and KBL_WAIT_MS (how long to wait for diagnostics).
" Writes one line per check ("ok - …" or "not ok - …"; checks that need a working server
" are named "server: …") and a last line "done" to KBL_RESULTS, then exits 0 when every
" check passed, 1 otherwise. Vim processes ALE's
" jobs, channels and timers while `:sleep` waits, even in Ex mode (-es).

let s:results = []
let s:failed = 0
let s:work = $KBL_WORK
let s:wait_ms = empty($KBL_WAIT_MS) ? 20000 : str2nr($KBL_WAIT_MS)

function! s:Check(condition, what, ...) abort
  if a:condition
    call add(s:results, 'ok - ' . a:what)
  else
    call add(s:results, 'not ok - ' . a:what . (a:0 ? ': ' . a:1 : ''))
    let s:failed += 1
  endif
endfunction

function! s:Equal(actual, expected, what) abort
  call s:Check(a:actual ==# a:expected, a:what,
  \ 'expected ' . string(a:expected) . ', got ' . string(a:actual))
endfunction

" Waits (bounded) until Condition() is true; returns whether it became true.
function! s:WaitFor(Condition) abort
  let l:waited = 0
  while !a:Condition()
    if l:waited >= s:wait_ms
      return 0
    endif
    sleep 100m
    let l:waited += 100
  endwhile
  return 1
endfunction

" The syntax group at the first match of `pattern` (use \zs to pick the column) in the
" current buffer, searching from the top.
function! s:GroupAt(pattern) abort
  call cursor(1, 1)
  let [l:lnum, l:col] = searchpos(a:pattern, 'cW')
  if l:lnum == 0
    return 'no match for ' . a:pattern
  endif
  return synIDattr(synID(l:lnum, l:col, 1), 'name')
endfunction

function! s:GroupAtColumn(lnum, col) abort
  return synIDattr(synID(a:lnum, a:col, 1), 'name')
endfunction

function! s:CheckGroup(pattern, expected) abort
  call s:Equal(s:GroupAt(a:pattern), a:expected, 'syntax group at /' . a:pattern . '/')
endfunction

function! s:Describe(loclist) abort
  return join(map(copy(a:loclist), {_, d -> printf('%d:%d %s %s %s',
  \ d.lnum, d.col, get(d, 'code', '?'), get(d, 'type', '?'), d.text)}), '; ')
endfunction

function! s:Run() abort
  " 1. Filetype detection and the filetype plugin.
  execute 'edit' fnameescape(s:work . '/sign-in-shift.kbl')
  let l:signin = bufnr('')
  call s:Equal(&filetype, 'kbl', 'filetype of a .kbl file')
  call s:Equal(&commentstring, '# %s', 'commentstring')
  call s:Equal(&comments, ':#', 'comments')
  call s:Check(&expandtab, 'expandtab')
  call s:Equal([&shiftwidth, &softtabstop], [2, 2], 'shiftwidth and softtabstop')
  call s:Check(exists('b:undo_ftplugin') && b:undo_ftplugin =~# 'commentstring<',
  \ 'b:undo_ftplugin restores the options')
  call cursor(search('^\s*status-bar'), 1)
  normal! ^l
  call s:Equal(expand('<cword>'), 'status-bar', 'status-bar is one word (iskeyword has -)')
  call s:Equal(&indentexpr, 'GetKblIndent(v:lnum)', 'indentexpr')

  " 2. Syntax groups in an example.
  call s:Equal(get(b:, 'current_syntax', ''), 'kbl', 'b:current_syntax')
  call s:CheckGroup('^# Sign-in', 'kblComment')
  call s:CheckGroup('portrait width\zs', 'kblComment')
  call s:CheckGroup('^device', 'kblDeclaration')
  call s:CheckGroup('^device \zstall-phone', 'kblDeclName')
  call s:CheckGroup('^device tall-\zsphone', 'kblDeclName')
  call s:CheckGroup('^screen', 'kblDeclaration')
  call s:CheckGroup('^screen \zsSignIn', 'kblDeclName')
  call s:CheckGroup('^  \zsdevice tall-phone$', 'kblDeclaration')
  call s:CheckGroup('^  \zssize', 'kblProperty')
  call s:CheckGroup('^  \zsstatus-bar', 'kblProperty')
  call s:CheckGroup('^  status-\zsbar', 'kblProperty')
  call s:CheckGroup('^  \zsnavigation-bar', 'kblProperty')
  call s:CheckGroup('^  \zsavoid shift', 'kblProperty')
  call s:CheckGroup('^  avoid \zsshift', 'kblStrategy')
  call s:CheckGroup('^  avoid shift \zspadding', 'kblProperty')
  call s:CheckGroup('^  avoid shift padding \zs8', 'kblNumber')
  call s:CheckGroup('^  size \zs390', 'kblNumber')
  call s:CheckGroup('^  \zsview form', 'kblKind')
  call s:CheckGroup('^  view \zsform', 'kblName')
  call s:CheckGroup('^  view form \zsoutlets', 'kblProperty')
  call s:CheckGroup('^  view form outlets \zs{', 'kblBrace')
  call s:CheckGroup('^    \zstextarea note', 'kblKind')
  call s:CheckGroup('^    textarea \zsnote', 'kblName')
  call s:CheckGroup('^    textarea note \zs"Note', 'kblString')
  call s:CheckGroup('"Note for the \zssupport', 'kblString')
  call s:CheckGroup('^    textarea note "[^"]*" \zsbottom', 'kblProperty')
  call s:CheckGroup('^    textarea note "[^"]*" bottom 20 \zsheight', 'kblProperty')
  call s:CheckGroup('^    field password "Password" \zsbelow', 'kblProperty')
  call s:CheckGroup('^    field password "Password" below \zsemail', 'kblName')
  call s:CheckGroup('^    label title "Welcome back" \zstop', 'kblProperty')
  " The links to the standard groups.
  for [l:group, l:standard] in [['kblComment', 'Comment'], ['kblString', 'String'],
  \ ['kblDeclaration', 'Keyword'], ['kblKind', 'Type'], ['kblStrategy', 'Constant'],
  \ ['kblOrientation', 'Constant'], ['kblProperty', 'Statement'], ['kblNumber', 'Number'],
  \ ['kblPercentage', 'Number']]
    call s:Equal(matchstr(execute('highlight ' . l:group), 'links to \zs\w\+'), l:standard,
    \ l:group . ' is linked to ' . l:standard)
  endfor

  " 3. Syntax corner cases: keywords in name position, `scroll` as a kind and as a
  " strategy, percentages, `#` and escapes in strings, hyphenated names.
  execute 'edit' fnameescape(s:work . '/corners.kbl')
  call setline(1, [
  \ 'screen S {',
  \ '  device iphone-8-plus',
  \ '  orientations portrait landscape',
  \ '  avoid scroll padding 10',
  \ '  scroll top-bar top 0 height 50% {',
  \ '    field top top 10 height 44',
  \ '    label hash "a # b \" c" below top 8 height 20  # real comment',
  \ '    field none "x" center height 44',
  \ '  }',
  \ '  avoid fraction min 0.2 max 0.8 assume 216 162',
  \ '  top-bar 3',
  \ '  ios 7',
  \ '  avoid shift landscape-swap padding 5',
  \ '  avoid inset landscape-swap',
  \ '  avoid slide assume 216',
  \ '  field ios "iOS" top 0 height 44',
  \ '}',
  \ ])
  call s:CheckGroup('device \zsiphone-8-plus', 'kblDeclName')
  call s:CheckGroup('device iphone-\zs8-plus', 'kblDeclName')
  call s:CheckGroup('device iphone-8-\zsplus', 'kblDeclName')
  call s:CheckGroup('orientations \zsportrait', 'kblOrientation')
  call s:CheckGroup('orientations portrait \zslandscape', 'kblOrientation')
  call s:CheckGroup('avoid \zsscroll', 'kblStrategy')
  call s:CheckGroup('^  \zsscroll top-bar', 'kblKind')
  call s:CheckGroup('^  scroll \zstop-bar', 'kblName')
  call s:CheckGroup('^  scroll top-\zsbar', 'kblName')
  call s:CheckGroup('^  scroll top-bar \zstop', 'kblProperty')
  call s:CheckGroup('height \zs50%', 'kblPercentage')
  call s:CheckGroup('height 50\zs%', 'kblPercentage')
  call s:CheckGroup('^    field \zstop top', 'kblName')
  call s:CheckGroup('^    field top \zstop 10', 'kblProperty')
  call s:CheckGroup('^    field top top \zs10', 'kblNumber')
  call s:CheckGroup('"a \zs# b', 'kblString')
  call s:CheckGroup('"a # b \zs\\"', 'kblEscape')
  call s:CheckGroup('"a # b \\" \zsc"', 'kblString')
  call s:CheckGroup('c" \zsbelow', 'kblProperty')
  call s:CheckGroup('c" below \zstop', 'kblName')
  call s:CheckGroup('\zs# real comment', 'kblComment')
  call s:CheckGroup('field \zsnone', 'kblName')
  call s:CheckGroup('"x" \zscenter', 'kblProperty')
  call s:CheckGroup('avoid \zsfraction', 'kblStrategy')
  call s:CheckGroup('min \zs0.2', 'kblNumber')
  call s:CheckGroup('min 0.\zs2', 'kblNumber')
  call s:CheckGroup('\zsassume 216', 'kblProperty')
  " `top` is not a keyword inside the word `top-bar`.
  call s:CheckGroup('^  \zstop-bar 3', '')
  call s:CheckGroup('^  top-bar \zs3', 'kblNumber')
  " KBL 1.1: `ios`, the strategies `slide` and `inset`, the option `landscape-swap`
  " (one word, not the orientation `landscape`).
  call s:CheckGroup('^  \zsios 7', 'kblProperty')
  call s:CheckGroup('^  ios \zs7', 'kblNumber')
  call s:CheckGroup('avoid shift \zslandscape-swap', 'kblProperty')
  call s:CheckGroup('avoid shift landscape-\zsswap', 'kblProperty')
  call s:CheckGroup('avoid \zsinset', 'kblStrategy')
  call s:CheckGroup('avoid inset \zslandscape-swap', 'kblProperty')
  call s:CheckGroup('avoid \zsslide', 'kblStrategy')
  call s:CheckGroup('avoid slide \zsassume', 'kblProperty')
  call s:CheckGroup('^  field \zsios', 'kblName')
  set nomodified

  " KBL 1.2: `home-indicator`, the strategies `iqkeyboardmanager` and `resize`, the options
  " `distance` and `version` (and those words as names).
  execute 'edit' fnameescape(s:work . '/today.kbl')
  call setline(1, [
  \ 'device phone {',
  \ '  size 390 844',
  \ '  home-indicator 34 21',
  \ '}',
  \ 'screen S {',
  \ '  avoid iqkeyboardmanager distance 10 version 6',
  \ '  avoid resize',
  \ '  field version "V" below distance 4 height 44',
  \ '}',
  \ ])
  call s:CheckGroup('^  \zshome-indicator 34', 'kblProperty')
  call s:CheckGroup('^  home-indicator \zs34', 'kblNumber')
  call s:CheckGroup('avoid \zsiqkeyboardmanager', 'kblStrategy')
  call s:CheckGroup('iqkeyboardmanager \zsdistance', 'kblProperty')
  call s:CheckGroup('distance 10 \zsversion', 'kblProperty')
  call s:CheckGroup('avoid \zsresize', 'kblStrategy')
  call s:CheckGroup('^  field \zsversion', 'kblName')
  call s:CheckGroup('below \zsdistance', 'kblName')
  set nomodified

  " Every word kb-lsp knows (run.sh reads them from the binary into KBL_WORDS: `strategy
  " NAME`, `option STRATEGY NAME`, `device-property NAME`) is coloured where it belongs.
  let l:words = map(filter(split($KBL_WORDS, "\n"), 'v:val =~# "\\S"'), 'split(v:val)')
  let l:kinds = map(copy(l:words), 'v:val[0]')
  call s:Check(count(l:kinds, 'strategy') >= 8 && count(l:kinds, 'option') >= 10
  \ && count(l:kinds, 'device-property') >= 4, 'KBL_WORDS holds kb-lsp''s words', string(l:words))
  execute 'edit' fnameescape(s:work . '/words.kbl')
  let l:lines = ['device d {']
  let l:lines += map(filter(copy(l:words), 'v:val[0] ==# "device-property"'), '"  " . v:val[1] . " 1 2"')
  let l:lines += ['}', 'screen S {']
  let l:lines += map(filter(copy(l:words), 'v:val[0] ==# "strategy"'), '"  avoid " . v:val[1]')
  let l:lines += map(filter(copy(l:words), 'v:val[0] ==# "option"'), '"  avoid " . v:val[1] . " " . v:val[2] . " 1"')
  let l:lines += ['}']
  call setline(1, l:lines)
  for l:lnum in range(1, line('$'))
    let l:parts = split(getline(l:lnum))
    if len(l:parts) >= 2 && l:parts[0] ==# 'avoid'
      call s:Equal(s:GroupAtColumn(l:lnum, 9), 'kblStrategy', 'kb-lsp''s strategy ' . l:parts[1] . ' after avoid')
      if len(l:parts) >= 3
        call s:Equal(s:GroupAtColumn(l:lnum, 10 + len(l:parts[1])), 'kblProperty', 'kb-lsp''s option ' . l:parts[2] . ' of ' . l:parts[1])
      endif
    elseif len(l:parts) == 3 && l:lnum > 1 && getline(l:lnum) =~# '^  '
      call s:Equal(s:GroupAtColumn(l:lnum, 3), 'kblProperty', 'kb-lsp''s device property ' . l:parts[0])
    endif
  endfor
  set nomodified

  " 4. Indentation: re-indenting the examples leaves them as they are; new lines after
  " `{` are indented, a `}` typed at the start of a line dedents.
  for l:example in sort(glob(s:work . '/examples/*.kbl', 0, 1))
    execute 'edit' fnameescape(l:example)
    let l:before = getline(1, '$')
    normal! gg=G
    call s:Equal(getline(1, '$'), l:before, 'gg=G keeps ' . fnamemodify(l:example, ':t'))
    set nomodified
  endfor
  enew
  setfiletype kbl
  call s:Equal(&indentexpr, 'GetKblIndent(v:lnum)', 'indentexpr in a new kbl buffer')
  call setline(1, ['screen S {'])
  execute "normal! Goview v top 0 {\<CR>field f \"{ x\" top 1 height 2  # {\<CR>}\<CR>field g\<CR>}"
  call s:Equal(getline(1, '$'),
  \ ['screen S {', '  view v top 0 {', '    field f "{ x" top 1 height 2  # {', '  }', '  field g', '}'],
  \ 'typing a screen with a nested block')
  %delete _
  call setline(1, ['screen S {', 'view v {', 'field a top 0 height 2 }', 'field b top 0 height 2',
  \ '# a comment', 'view w {', '', 'label c top 0 height 2', '} }', 'screen T {', '}'])
  normal! gg=G
  call s:Equal(getline(1, '$'), ['screen S {', '  view v {', '    field a top 0 height 2 }',
  \ '  field b top 0 height 2', '  # a comment', '  view w {', '', '    label c top 0 height 2',
  \ '} }', 'screen T {', '}'], 'gg=G with `}` ending a line and `} }`')
  set nomodified

  " 5. The vim-lsp registration (plugin/kbl_lsp.vim), against a stand-in for vim-lsp.
  call s:Equal(get(g:, 'loaded_kbl_lsp', 0), 1, 'plugin/kbl_lsp.vim is loaded')
  let &runtimepath .= ',' . $KBL_REPO . '/Tests/editors/vim/vim-lsp-stub'
  runtime autoload/lsp.vim
  let s:registered = g:kbl_test_registered
  let g:kbl_lsp_executable = '/opt/kbl/bin/kb-lsp'
  doautocmd <nomodeline> User lsp_setup
  call s:Equal(len(s:registered), 1, 'kb-lsp registered with vim-lsp on User lsp_setup')
  if len(s:registered) == 1
    let l:info = s:registered[0]
    call s:Equal(l:info.name, 'kb-lsp', 'vim-lsp server name')
    call s:Equal(l:info.allowlist, ['kbl', 'storyboard'], 'vim-lsp allowlist')
    call s:Equal(l:info.cmd(l:info), ['/opt/kbl/bin/kb-lsp', '--stdio'], 'vim-lsp cmd honours g:kbl_lsp_executable')
    execute 'buffer' l:signin
    call s:Equal(l:info.root_uri(l:info), 'file://' . s:work, 'vim-lsp root_uri')
  endif
  unlet g:kbl_lsp_executable

  " 6. ALE with kb-lsp: the KB003 warning on `note` in sign-in-shift.kbl.
  execute 'buffer' l:signin
  call s:Equal(ale#Var(l:signin, 'kbl_kb_lsp_executable'), $KB_LSP, 'g:ale_kbl_kb_lsp_executable')
  call s:Equal(map(ale#linter#Get('kbl'), 'v:val.name'), ['kb_lsp'], 'ALE linters for kbl')
  call s:Equal(ale_linters#kbl#kb_lsp#GetProjectRoot(l:signin), s:work,
  \ 'ALE project root without markers is the file''s directory')
  call s:Check(s:WaitFor({-> !empty(ale#engine#GetLoclist(l:signin))}),
  \ 'server: ALE reports kb-lsp diagnostics for sign-in-shift.kbl within ' . s:wait_ms . ' ms')
  let l:loclist = ale#engine#GetLoclist(l:signin)
  call add(s:results, '# sign-in-shift.kbl: ' . s:Describe(l:loclist))
  call s:Equal(len(l:loclist), 1, 'server: one diagnostic in sign-in-shift.kbl')
  if len(l:loclist) == 1
    let l:d = l:loclist[0]
    call s:Equal(get(l:d, 'code', ''), 'KB003', 'server: the diagnostic is KB003')
    call s:Equal([l:d.lnum, l:d.col], [21, 14], 'server: KB003 is on `note` (line 21, column 14)')
    call s:Equal(getline(l:d.lnum)[l:d.col - 1 : l:d.end_col - 1], 'note', 'server: KB003 range covers `note`')
    call s:Equal(l:d.type, 'W', 'server: KB003 is a warning')
    call s:Equal(l:d.linter_name, 'kb_lsp', 'server: KB003 comes from the kb_lsp linter')
    call s:Check(l:d.text =~# '''note''.*landscape.*241 pt', 'server: KB003 message names note, landscape and 241 pt', l:d.text)
  endif
  " ALE fills the window's location list from a timer: wait for it as for the diagnostics.
  call s:Check(s:WaitFor({-> !empty(filter(getloclist(0), 'v:val.lnum == 21 && v:val.text =~# "''note''"'))}),
  \ 'server: the KB003 diagnostic is in the window''s location list')

  " Hover through ALE (into ALE's preview window): the field's table shows the 241 pt
  " landscape shift.
  let g:ale_hover_to_preview = 1
  call cursor(21, 15)
  ALEHover
  call s:Check(s:WaitFor({-> bufexists('ALEPreviewWindow')
  \ && !empty(filter(getbufline('ALEPreviewWindow', 1, '$'), 'v:val =~# "landscape.*241 pt"'))}),
  \ 'server: :ALEHover on `note` shows its landscape shift of 241 pt',
  \ string(bufexists('ALEPreviewWindow') ? getbufline('ALEPreviewWindow', 1, '$') : []))
  pclose

  " 7. An edit: a 60 pt note fits, so KB003 goes away (ALE sends didChange on :ALELint).
  call setline(21, substitute(getline(21), 'height 120', 'height 60', ''))
  ALELint
  call s:Check(s:WaitFor({-> empty(ale#engine#GetLoclist(l:signin))}),
  \ 'server: KB003 clears after an edit that makes the note fit',
  \ s:Describe(ale#engine#GetLoclist(l:signin)))
  set nomodified

  " 8. A second file, under a directory with .kblint.json: KB001 on `message`, and that
  " directory is the project root.
  execute 'edit' fnameescape(s:work . '/project/screens/chat-none.kbl')
  let l:chat = bufnr('')
  call s:Equal(&filetype, 'kbl', 'filetype of chat-none.kbl')
  call s:Equal(ale_linters#kbl#kb_lsp#GetProjectRoot(l:chat), s:work . '/project',
  \ 'ALE project root is the directory with .kblint.json')
  call s:Check(s:WaitFor({-> !empty(ale#engine#GetLoclist(l:chat))}),
  \ 'server: ALE reports kb-lsp diagnostics for chat-none.kbl within ' . s:wait_ms . ' ms')
  let l:loclist = ale#engine#GetLoclist(l:chat)
  call add(s:results, '# chat-none.kbl: ' . s:Describe(l:loclist))
  call s:Equal(len(l:loclist), 2, 'server: two diagnostics in chat-none.kbl (portrait and landscape)')
  call s:Equal(map(copy(l:loclist), '[get(v:val, "code", ""), v:val.lnum, v:val.col, v:val.type]'),
  \ [['KB001', 9, 11, 'W'], ['KB001', 9, 11, 'W']], 'server: KB001 warnings on `message` (line 9, column 11)')
  call s:Equal(sort(map(copy(l:loclist), 'matchstr(v:val.text, "portrait\\|landscape")')),
  \ ['landscape', 'portrait'], 'server: one KB001 per orientation')

  " 9. A storyboard in the same project (storyboard.vim).
  execute 'source' fnameescape($KBL_REPO . '/Tests/editors/vim/storyboard.vim')
  call KblTestStoryboard(function('s:Check'), function('s:Equal'), function('s:WaitFor'), s:work, s:wait_ms)
endfunction

try
  call s:Run()
catch
  call s:Check(0, 'no Vim error', v:exception . ' at ' . v:throwpoint)
endtry
if s:failed
  " What ALE ran and saw, to debug a failure.
  redir => s:info
  silent ALEInfo
  redir END
  call extend(s:results, map(split(s:info, "\n"), '"# " . v:val'))
endif
call add(s:results, 'done')
call writefile(s:results, $KBL_RESULTS)
if s:failed
  cquit 1
endif
qall!
