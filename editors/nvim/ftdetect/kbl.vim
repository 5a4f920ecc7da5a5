" Filetype detection for KBL (*.kbl), for every Neovim version (0.7 has no default
" vim.filetype.add detection; plugin/kbl.lua adds it on 0.8+). The same as
" editors/vim/ftdetect/kbl.vim: both may be on the 'runtimepath'.
autocmd BufRead,BufNewFile *.kbl setfiletype kbl
