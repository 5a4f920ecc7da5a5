import Diagnostics

/// The keyboard as a strategy's code works with it, beside the real one: what the pictures
/// draw as a dashed line (where it differs) and hover puts beside the real height. Plain
/// numbers: every field's analysis carries its geometry, so the words are made only when
/// hover or a picture asks.
public struct CodeKeyboard: Sendable, Hashable {
    /// How the code comes by the height.
    public enum Source: Sendable, Hashable {
        /// Read from the keyboard notification (`shift`, `inset`): differing from the real
        /// height is a misreading.
        case notification
        /// Hard-coded in the app (`slide`, `fraction`).
        case hardCoded
        /// The real keyboard and its accessory bar padded by a library: `keyboard + accessory
        /// + distance + safeArea` (`iqkeyboardmanager`).
        case padded(keyboard: Double, accessory: Double, distance: Double, safeArea: Double)
    }

    /// The height the code works with; its top is `Hs - height`.
    public var height: Double
    /// The real height the line is compared with.
    public var real: Double
    public var source: Source

    public init(height: Double, real: Double, source: Source) {
        self.height = height
        self.real = real
        self.source = source
    }

    /// Whether differing from the real height is a misreading (hover marks it).
    public var isRead: Bool { source == .notification }

    /// Whether the height is the real one padded on purpose (IQKeyboardManager's distance
    /// and safe area), not a misreading or a guess: the pictures' legend says so.
    public var isPadded: Bool {
        if case .padded = source { return true }
        return false
    }

    /// The dashed line's label: "code reads 667 pt".
    public var label: String {
        switch source {
        case .notification: return "code reads \(formatPoints(height)) pt"
        case .hardCoded: return "code assumes \(formatPoints(height)) pt"
        case .padded: return "IQKeyboardManager pads to \(formatPoints(height)) pt"
        }
    }

    /// The dashed line's tooltip.
    public var title: String {
        switch source {
        case .notification: return "the keyboard top for the code, which reads a \(formatPoints(height)) pt keyboard"
        case .hardCoded: return "the keyboard top for the code, which assumes a \(formatPoints(height)) pt keyboard"
        case .padded: return "the keyboard top for IQKeyboardManager, which pads the keyboard to \(formatPoints(height)) pt"
        }
    }

    /// What hover calls it.
    public var caption: String {
        switch source {
        case .notification: return "Keyboard height the code reads from the notification"
        case .hardCoded: return "Keyboard height hard-coded in the code"
        case .padded: return "Keyboard height IQKeyboardManager pads"
        }
    }

    /// How it is made up, for hover ("keyboard 336 + distance 10 + safe area 34"; the
    /// accessory bar a part of its own, "keyboard 336 + accessory 44 + distance 20"); nil
    /// when plain.
    public var breakdown: String? {
        guard case .padded(let keyboard, let accessory, let distance, let safeArea) = source else { return nil }
        var parts = ["keyboard \(formatPoints(keyboard))"]
        if accessory > 0 { parts.append("accessory \(formatPoints(accessory))") }
        parts.append("distance \(formatPoints(distance))")
        if safeArea > 0 { parts.append("safe area \(formatPoints(safeArea))") }
        return parts.joined(separator: " + ")
    }
}
