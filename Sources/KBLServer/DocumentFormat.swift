/// What an open document is, told by its file name: clients give storyboards and xibs
/// language ids of their own (`xml`, `storyboard`, none at all), so the id is not asked.
enum DocumentFormat: Sendable, Equatable {
    /// A KBL spec: everything the server does.
    case kbl
    /// A `.storyboard` or `.xib`: diagnostics, hover, inlay hints, symbols, code lenses and
    /// previews; the requests that edit or complete text get empty answers.
    case interfaceBuilder

    init(uri: String) {
        let name = uri.split(separator: "/").last ?? ""
        // The query and fragment of a URI are not part of the file's name.
        let file = name.split(separator: "?").first?.split(separator: "#").first ?? name
        self = file.hasSuffix(".storyboard") || file.hasSuffix(".xib") ? .interfaceBuilder : .kbl
    }
}
