" Vim filetype detection for Interface Builder documents (*.storyboard, *.xib), which
" kb-lsp reads. They are XML: the `storyboard` filetype keeps Vim's XML syntax, indent and
" ftplugin (syntax/, indent/ and ftplugin/storyboard.vim load the xml ones), and gives
" kb-lsp a filetype of its own, so that other XML files are left alone.
" `set filetype`, not `setfiletype`: Vim's check of the file's contents (scripts.vim) has
" already called them `xml` by the time the ftdetect files run.
autocmd BufRead,BufNewFile *.storyboard,*.xib set filetype=storyboard
