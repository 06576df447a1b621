import XibifyRewriting
import XibifyScanning

/// The words for a `PlanNote`.
package enum PlanNoteText {
    /// One sentence, without the `note:` and cluster id in front.
    package static func sentence(_ note: PlanNote) -> String {
        switch note {
        case .substitutionStyle(let reason, let placeholder, let className, let rootClass):
            let why: String
            switch reason {
            case nil: why = "chosen"
            case .requested: why = "--style substitution"
            case .rootClass(let name):
                why = "its root is \(BoundaryFinder.article(name)) \(name), not a plain container view"
            }
            return "substitution style (\(why)): each copy is a \(placeholder) that hands out the \(className) "
                + "loaded from its xib, a \(rootClass)"
        case .existingClass(let className, let xib):
            return "its copies become placeholders of the existing \(className) (\(xib)); nothing is created"
        case .translations(let moved, let dropped, let toPlaceholders, let languages, let files):
            var parts: [String] = []
            if moved > 0 {
                parts.append("\(moved) moved to the xib's own .strings (\(languages.joined(separator: ", ")))")
            }
            if dropped > 0 { parts.append("\(dropped) dropped as equal to those") }
            if toPlaceholders > 0 { parts.append("\(toPlaceholders) moved to the placeholders' keys") }
            return "translations: " + parts.joined(separator: ", ")
                + "; \(files) .strings file\(files == 1 ? "" : "s") edited"
        case .guessedClassName(let className, let source, let clusterID):
            return "\(className) is a guess (\(NameSourceText.guessReason(source))): choose a name with --name "
                + "\(clusterID)=Name (--write records it in .xibify.yml for later runs)"
        case .propertiesNamedByKind(let names):
            return "properties named after their views' kind (no label, outlet or identifier names those views): "
                + names.joined(separator: ", ") + "; rename them with --param OLD=NEW"
        case .outletsNamedByKind(let names):
            return "outlets named after their views' kind (a guess: nothing in the copies names those views): "
                + names.joined(separator: ", ")
        case .objectiveCName(let className):
            return "no single module was found in the inputs' customModule; \(className) is given the Objective-C name "
                + "@objc(\(className)) so Interface Builder finds it without one (pass --module to choose)"
        case .baseClassUndeclared(let base, let target, let className):
            return "--base-class \(base) is declared in none of the Swift sources \(target) compiles; "
                + "\(className) will not compile there until it is"
        }
    }
}
