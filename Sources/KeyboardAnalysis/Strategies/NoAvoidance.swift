/// `avoid none`: no keyboard code; a covered field stays covered (KB001).
public struct NoAvoidance: KeyboardStrategy {
    public static let name = "none"
    public static let summary = "no keyboard handling"
    public static let models = "no avoidance code"
    public static let options: [StrategyOption] = []

    public init(options: StrategyOptions, context: StrategyContext) {}

    public func treat(_ field: FieldSituation) -> FieldTreatment { .leftAlone }
}
