" Vim indent file for KBL, the keyboard layout spec language (*.kbl).
" A line after one that opens a block (`{`) is indented one level more; a line that
" starts with `}` one level less. A `}` ending a line closes its block, so the next line
" is dedented too. Braces inside strings and comments do not count.

if exists('b:did_indent')
  finish
endif
let b:did_indent = 1

setlocal autoindent nosmartindent nocindent
setlocal indentexpr=GetKblIndent(v:lnum)
setlocal indentkeys=0},!^F,o,O

let b:undo_indent = 'setlocal autoindent< smartindent< cindent< indentexpr< indentkeys<'

if exists('*GetKblIndent')
  finish
endif

let s:cpo_save = &cpo
set cpo&vim

" The code of a line: strings blanked out and the comment removed.
function! s:Code(line) abort
  let l:code = substitute(a:line, '"\%(\\.\|[^"\\]\)*\%("\|$\)', '""', 'g')
  return substitute(l:code, '#.*$', '', '')
endfunction

" The number of `}` a line starts with (`} }` counts two).
function! s:LeadingCloses(code) abort
  return strlen(substitute(matchstr(a:code, '^\s*\%(}\s*\)*'), '[^}]', '', 'g'))
endfunction

function! s:Count(code, char) abort
  return strlen(substitute(a:code, '[^' . a:char . ']', '', 'g'))
endfunction

function! GetKblIndent(lnum) abort
  let l:current = s:Code(getline(a:lnum))
  let l:prev = prevnonblank(a:lnum - 1)
  " Skip lines that are only a comment: they do not open or close anything.
  while l:prev > 0 && s:Code(getline(l:prev)) =~# '^\s*$'
    let l:prev = prevnonblank(l:prev - 1)
  endwhile
  if l:prev == 0
    return 0
  endif
  let l:code = s:Code(getline(l:prev))
  " The previous line's own leading `}` already moved it left; what it opens and what it
  " closes after its first token changes the level of the lines below it.
  let l:level = s:Count(l:code, '{') - (s:Count(l:code, '}') - s:LeadingCloses(l:code))
  let l:level -= s:LeadingCloses(l:current)
  return max([0, indent(l:prev) + l:level * shiftwidth()])
endfunction

let &cpo = s:cpo_save
unlet s:cpo_save
