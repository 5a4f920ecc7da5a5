/// The temporary files being written beside files they are to replace, removed when a
/// signal ends the process before they are renamed into place or removed: Ctrl-C in the
/// middle of `lint --output-file` leaves no hidden `.NAME.kb-lsp-XXXXXX` behind.
///
/// The signal handler reads fixed slots of C strings and calls only `unlink`, `signal`
/// and `raise`. More files at once than there are slots are written all the same, and
/// only left behind if a signal comes.
enum PendingTemporaryFiles {
    private static let capacity = 16
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    /// Taken while a slot is filled or emptied; whether the handler is installed.
    private static let installed = Locked(false)

    /// Keeps `path` to be removed on an ending signal; the slot to give to `forget(_:)`.
    static func remember(_ path: String) -> Int? {
        installed.withLock { installed -> Int? in
            guard let slot = (0..<capacity).first(where: { slots[$0] == nil }),
                  let copy = Paths.withCString(path, { strdup($0) }) else { return nil }
            slots[slot] = copy
            if !installed {
                installed = true
                Platform.handleEndingSignals(with: removeAllAndEnd)
            }
            return slot
        }
    }

    /// The file in `slot` is renamed into place or removed: a signal leaves it alone now.
    static func forget(_ slot: Int?) {
        guard let slot else { return }
        installed.withLock { _ in
            let copy = slots[slot]
            slots[slot] = nil
            free(copy)
        }
    }

    private static let removeAllAndEnd: @convention(c) (Int32) -> Void = { ending in
        for slot in 0..<capacity {
            if let path = slots[slot] { _ = unlink(path) }
        }
        Platform.endAsSignalled(by: ending)
    }
}
