" Vim filetype detection for KBL, the keyboard layout spec language (*.kbl).
" Sourced by Vim's and Neovim's filetype detection (inside the filetypedetect group).
autocmd BufRead,BufNewFile *.kbl setfiletype kbl
