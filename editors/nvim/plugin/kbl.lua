-- Filetype detection through vim.filetype.add on Neovim 0.8+, where Lua filetype detection
-- is the default: KBL (*.kbl), and Interface Builder documents (*.storyboard, *.xib) as
-- `storyboard`, an XML filetype of their own (editors/vim's syntax, indent and ftplugin
-- for it load the xml ones). Neovim 0.7 uses ftdetect/kbl.vim and editors/vim's
-- ftdetect/storyboard.vim instead. Starting the language server is opt-in:
-- vim.lsp.enable('kbl') (0.11+) or require('kbl').setup().
if vim.fn.has('nvim-0.8') == 1 then
  vim.filetype.add({ extension = { kbl = 'kbl', storyboard = 'storyboard', xib = 'storyboard' } })
end
