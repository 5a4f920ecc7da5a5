" Vim filetype plugin for KBL, the keyboard layout spec language (*.kbl).

if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1

let s:cpo_save = &cpo
set cpo&vim

" `#` starts a comment that runs to the end of the line.
setlocal commentstring=#\ %s
setlocal comments=:#
setlocal formatoptions-=t formatoptions+=croql

" Names hold `-` (`status-bar`, `iphone-8-plus`): make them one word for `w`, `*`, etc.
setlocal iskeyword+=-

" Blocks are indented by two spaces, as in the spec and the examples.
setlocal expandtab shiftwidth=2 softtabstop=2

let b:undo_ftplugin = 'setlocal commentstring< comments< formatoptions< iskeyword<'
      \ . ' expandtab< shiftwidth< softtabstop<'

let &cpo = s:cpo_save
unlet s:cpo_save
