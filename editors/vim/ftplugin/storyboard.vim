" Vim filetype plugin for Interface Builder documents (*.storyboard, *.xib): Vim's XML
" filetype plugin (comments, matchit pairs, omni completion), which sets b:did_ftplugin.
if exists('b:did_ftplugin')
  finish
endif
runtime! ftplugin/xml.vim ftplugin/xml_*.vim ftplugin/xml/*.vim
