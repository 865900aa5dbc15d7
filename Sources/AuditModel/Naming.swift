extension SpokenText {
    /// A name a person can use: not empty, and not only an asset or SF Symbol name. Dynamic
    /// text counts as usable (its content is only known at run time).
    public var isUsableName: Bool {
        if isDynamic { return true }
        if isEmpty { return false }
        return source == .explicit || source == .derived
    }
}

extension AXNode {
    /// The element has a label VoiceOver users can act on (what `control-name` asks for).
    public var hasUsableName: Bool { label?.isUsableName ?? false }
}
