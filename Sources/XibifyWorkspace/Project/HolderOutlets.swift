/// The outlets an object of an app's class has, read from the class's source and its
/// superclasses' in the app, as far as the app declares them.
///
/// What an incoming port hands over by key-value coding can then be checked against a declared
/// outlet; and where the holder's own class declares the outlet in Swift, assignably, the port can
/// assign the typed property instead.
package struct HolderOutlets: Sendable, Equatable {
    /// The holder's class, then its superclasses as far as the app's sources declare them.
    package var chain: [ClassOutlets]
    /// The superclass where the chain leaves the app's sources (`UIViewController`, or a class of
    /// a library that was not read), or nil when the last class read names none.
    package var beyond: String?

    /// Framework outlets a holder of a framework class may be connected by in a document: the
    /// only keys outside the app's sources this check lets through.
    package static let frameworkOutlets: Set<String> = [
        "view", "window", "delegate", "dataSource", "contentView", "backgroundView", "selectedBackgroundView",
        "multipleSelectionBackgroundView", "inputView", "inputAccessoryView", "tableView", "collectionView",
        "textLabel", "detailTextLabel", "imageView", "accessoryView", "editingAccessoryView", "searchBar",
        "initialFirstResponder", "nextKeyView", "menu", "documentView", "textField", "navigationItem",
        "tabBarItem", "searchDisplayController", "tableHeaderView", "tableFooterView", "refreshControl",
    ]

    /// Reads a class's outlets and its superclasses'.
    /// - Parameters:
    ///   - className: the class as the document names it (its Objective-C runtime name).
    ///   - roots: the folders of the app's sources (`SourceClassNames.projectRoots(of:files:)`).
    ///   - files: where sources are read.
    /// - Returns: nil when the app's sources do not declare the class.
    package static func read(className: String, roots: [String], files: WorkspaceFiles) -> HolderOutlets? {
        func find(_ name: String) -> ClassOutlets? {
            for root in roots {
                if let found = SourceClassNames.appClass(named: name, under: root, files: files),
                    let outlets = ClassOutlets.read(found, files: files)
                {
                    return outlets
                }
            }
            return nil
        }
        guard let first = find(className) else { return nil }
        var chain = [first]
        var beyond = first.superclass
        // Bounded: a cycle in sources that do not compile must not loop.
        // A framework class (`UIViewController`, `NSObject`) ends it: the app does not declare it,
        // and looking for it would read every source that names it.
        while let next = beyond, !next.hasPrefix("UI"), !next.hasPrefix("NS"), chain.count < 16,
            !chain.contains(where: { $0.swiftName == next }), let read = find(next)
        {
            chain.append(read)
            beyond = read.superclass
        }
        return HolderOutlets(chain: chain, beyond: beyond)
    }

    /// The outlet of that name the class or a superclass in the app declares.
    package func outlet(_ key: String) -> DeclaredOutlet? {
        chain.lazy.compactMap { $0.outlets[key] }.first
    }

    /// Whether the key names an outlet of the holder: true or false where the sources tell, nil
    /// where the chain leaves them for a class that is neither the framework's nor read.
    package func declares(_ key: String) -> Bool? {
        if outlet(key) != nil { return true }
        // An Objective-C class whose implementation was not found beside its header may declare
        // the key in a class extension elsewhere.
        guard chain.allSatisfy(\.isComplete) else { return nil }
        guard let beyond else { return false }
        // A framework class (`UIViewController`, `NSView`): only its few outlets.
        if beyond.hasPrefix("UI") || beyond.hasPrefix("NS") {
            return Self.frameworkOutlets.contains(key) ? true : false
        }
        return nil
    }
}
