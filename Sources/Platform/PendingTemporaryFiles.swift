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

    /// `mkstemp` of `template` (a C string ending in `XXXXXX`), made in a slot the signal
    /// handler reads, so that the file is removed on an ending signal from the moment it
    /// exists: the descriptor (negative on failure, errno set), the name made, and the
    /// slot to give to `forget(_:)` once the file is renamed into place or removed.
    static func makeFile(from template: [CChar]) -> (descriptor: Int32, name: [CChar], slot: Int?) {
        let reserved = installed.withLock { installed -> (Int, UnsafeMutablePointer<CChar>)? in
            guard let slot = (0..<capacity).first(where: { slots[$0] == nil }) else { return nil }
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: template.count)
            buffer.initialize(from: template, count: template.count)
            slots[slot] = buffer
            if !installed {
                installed = true
                Platform.handleEndingSignals(with: removeAllAndEnd)
            }
            return (slot, buffer)
        }
        guard let (slot, buffer) = reserved else {
            // Every slot in use: made all the same, only not removed by a signal.
            var name = template
            let descriptor = name.withUnsafeMutableBufferPointer { buffer -> Int32 in
                guard let start = buffer.baseAddress else { return -1 }
                return mkstemp(start)
            }
            return (descriptor, name, nil)
        }
        let descriptor = mkstemp(buffer)
        let made = descriptor >= 0 ? Array(UnsafeBufferPointer(start: buffer, count: template.count)) : template
        if descriptor < 0 {
            let failure = errno
            forget(slot)
            errno = failure
        }
        return (descriptor, made, descriptor >= 0 ? slot : nil)
    }

    /// The file in `slot` is renamed into place or removed: a signal leaves it alone now.
    static func forget(_ slot: Int?) {
        guard let slot else { return }
        installed.withLock { _ in
            let buffer = slots[slot]
            slots[slot] = nil
            buffer?.deallocate()
        }
    }

    private static let removeAllAndEnd: @convention(c) (Int32) -> Void = { ending in
        for slot in 0..<capacity {
            if let path = slots[slot] { _ = unlink(path) }
        }
        Platform.endAsSignalled(by: ending)
    }
}
