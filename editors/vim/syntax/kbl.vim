" Vim syntax file
" Language:    KBL, the keyboard layout spec language (*.kbl)
" Maintainer:  kb-lsp
"
" Follows the lexical rules and grammar of KBL 1.2 (docs/language.md). Keywords are
" keywords in keyword position only: the word after a kind, after `below` and after
" `device`/`screen` is a name (`field top top 10` declares a field named `top`), and the
" word after `avoid` is a strategy (`avoid scroll`, not the `scroll` kind). Names may hold
" `-` (`status-bar`, `iphone-8-plus`, `landscape-swap`), so `-` is a keyword character
" here: `landscape-swap` is an option, not the orientation `landscape`.

if exists('b:current_syntax')
  finish
endif

let s:cpo_save = &cpo
set cpo&vim

syntax case match
syntax iskeyword @,48-57,_,-

" Comments (to the end of the line) and strings (one line, \" and \\ escapes).
syntax keyword kblTodo contained TODO FIXME XXX NOTE
syntax match   kblComment "#.*$" contains=kblTodo,@Spell
syntax region  kblString start=+"+ skip=+\\[\\"]+ end=+"+ end=+$+ oneline contains=kblEscape
syntax match   kblEscape +\\[\\"]+ contained

" Declarations: `device NAME {`, `screen NAME {` and a screen's `device NAME`.
syntax keyword kblDeclaration device screen nextgroup=kblDeclName skipwhite
syntax match   kblDeclName "\<[A-Za-z_][A-Za-z0-9_-]*\>" contained

" Element kinds, each followed by the element's name.
syntax keyword kblKind view scroll field textarea label button image nextgroup=kblName skipwhite
syntax match   kblName "\<[A-Za-z_][A-Za-z0-9_-]*\>" contained

" Properties: device properties, screen properties, placements and strategy options.
syntax keyword kblProperty size keyboard status-bar home-indicator
syntax keyword kblProperty orientations navigation-bar accessory ios
syntax keyword kblProperty top bottom center height outlets
syntax keyword kblProperty padding min max assume landscape-swap distance version
syntax keyword kblProperty below nextgroup=kblName skipwhite
syntax keyword kblProperty avoid nextgroup=kblStrategy skipwhite

" Strategies, after `avoid` only.
syntax keyword kblStrategy none shift slide scroll inset fraction iqkeyboardmanager resize contained

" Orientations.
syntax keyword kblOrientation portrait landscape

" Numbers and percentages (`12`, `62.5`, `50%`).
syntax match   kblNumber     "\<\d\+\%(\.\d\+\)\=\>"
syntax match   kblPercentage "\<\d\+\%(\.\d\+\)\=%"

syntax match   kblBrace "[{}]"

highlight default link kblComment     Comment
highlight default link kblTodo        Todo
highlight default link kblString      String
highlight default link kblEscape      SpecialChar
highlight default link kblDeclaration Keyword
highlight default link kblDeclName    Function
highlight default link kblKind        Type
highlight default link kblName        Identifier
highlight default link kblProperty    Statement
highlight default link kblStrategy    Constant
highlight default link kblOrientation Constant
highlight default link kblNumber      Number
highlight default link kblPercentage  Number
highlight default link kblBrace       Delimiter

let b:current_syntax = 'kbl'

let &cpo = s:cpo_save
unlet s:cpo_save
