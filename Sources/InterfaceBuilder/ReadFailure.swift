/// Why a file could not be read as an iOS Interface Builder document: one line that says
/// so, and the 1-based line it is about. The whole file is then unreadable.
public struct ReadFailure: Error, Sendable, Equatable {
    /// A one-line message, as a person would read it.
    public var message: String
    /// The 1-based line the failure is on (1 when it is about the file as a whole).
    public var line: Int

    public init(message: String, line: Int) {
        self.message = message
        self.line = line
    }
}

/// Something wrong in a document that was read: an element with no id where one is
/// needed, a second element with an id already taken, a reference to an id that no
/// element has. The rest of the document is still read; what the problem breaks is skipped.
public struct ReadProblem: Sendable, Equatable {
    /// A one-line message.
    public var message: String
    /// The 1-based line of the element it is about.
    public var line: Int
    /// The element it is about.
    public var element: ElementTree.Index?

    public init(message: String, line: Int, element: ElementTree.Index?) {
        self.message = message
        self.line = line
        self.element = element
    }
}
