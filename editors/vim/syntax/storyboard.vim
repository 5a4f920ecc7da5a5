" Vim syntax for Interface Builder documents (*.storyboard, *.xib): Vim's XML syntax.
if exists('b:current_syntax')
  finish
endif
runtime! syntax/xml.vim
let b:current_syntax = 'storyboard'
