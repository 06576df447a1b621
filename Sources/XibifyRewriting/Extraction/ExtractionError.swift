import Foundation

/// A choice the user made that cannot be carried out; nothing is changed.
public enum ExtractionError: Error, Sendable, Equatable, LocalizedError {
    /// `--cluster` named an id that no cluster has.
    case unknownCluster(String, known: [String])
    /// A class name that is not a Swift type name.
    case invalidClassName(String)
    /// A class name too long for the names of its files: the name and the limit
    /// (`ClassNameLength.maximum`).
    case classNameTooLong(String, limit: Int)
    /// A class name that a class in the inputs or a file in the output folder already uses.
    case classNameTaken(String)
    /// A property name that is not a Swift identifier.
    case invalidParameterName(String)
    /// Two properties of one class with the same name.
    case duplicateParameterName(String)
    /// `--param OLD=NEW` named a property no cluster suggests.
    case unknownParameter(String, known: [String])

    public var errorDescription: String? {
        switch self {
        case .unknownCluster(let id, let known):
            let list = known.isEmpty ? "none were found" : "known: " + known.joined(separator: ", ")
            return "no cluster has the id \(id) (\(list)); run `xibify report` to see them"
        case .invalidClassName(let name):
            return "\(name) is not a Swift type name: use letters, digits and _, starting with an uppercase letter"
        case .classNameTooLong(let name, let limit):
            return ClassNameLength.problem(name, limit: limit)
        case .classNameTaken(let name):
            return
                "\(name) is already used by a type of the inputs, of the app's sources, of Apple's frameworks or of "
                + "the standard library, or by a file in the output folder; choose another name"
        case .invalidParameterName(let name):
            return "\(name) is not a Swift identifier: use letters, digits and _, not starting with a digit"
        case .duplicateParameterName(let name):
            return "two properties would be called \(name); rename one with --param OLD=NEW"
        case .unknownParameter(let name, let known):
            let list =
                known.isEmpty ? "no cluster has properties" : "known: " + known.prefix(12).joined(separator: ", ")
            return "no cluster suggests a property \(name) (\(list)); --param takes the names `xibify report` shows"
        }
    }
}
