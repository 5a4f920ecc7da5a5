" Helpers shared by the KBL language-server integrations (ALE, vim-lsp).

" The project root of a buffer: the nearest directory, from the file's own directory
" upward, holding a `.kblint.json` (kb-lsp's configuration) or else a `.git`; the file's
" own directory when there is neither. Returns an absolute path without a trailing slash,
" or '' for a buffer without a name.
function! kbl#FindProjectRoot(buffer) abort
  let l:name = bufname(a:buffer)
  if empty(l:name)
    return ''
  endif
  let l:dir = fnamemodify(l:name, ':p:h')
  for l:marker in ['.kblint.json', '.git']
    let l:current = l:dir
    while 1
      let l:path = l:current . '/' . l:marker
      if filereadable(l:path) || isdirectory(l:path)
        return l:current
      endif
      let l:parent = fnamemodify(l:current, ':h')
      if l:parent ==# l:current
        break
      endif
      let l:current = l:parent
    endwhile
  endfor
  return l:dir
endfunction
