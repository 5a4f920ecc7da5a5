" Vim indentation for Interface Builder documents (*.storyboard, *.xib): Vim's XML indent.
if exists('b:did_indent')
  finish
endif
runtime! indent/xml.vim
