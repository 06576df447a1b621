/// What the canonical form keeps, drops, renumbers and parameterises.
///
/// The rules follow IB-FORMAT.md §3, §4 and Appendix A.
///
/// Every rule about the IB format that the canonicaliser, the parse-time shape hash and
/// the blocker analysis share lives here, so a format question has one place to answer it.
package enum CanonicalizationRules {
    /// Attributes dropped everywhere: ids (renumbered instead) and editor state.
    package static let droppedAttributes: Set<String> = [
        "id", "userLabel", "colorLabel", "misplaced", "ambiguous", "verifyAmbiguity",
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "sceneMemberID",
    ]

    /// Attributes dropped on the root of a compared subtree only: they describe how the
    /// root is embedded in its superview, not the layout inside it (§4.2).
    package static let rootOnlyAttributes: Set<String> = [
        "key", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
    ]

    /// Elements dropped wherever they are, by tag (editor state and caches, §4.1).
    package static let noiseElements: Set<String> = [
        "animations", "userGuides", "designables", "freeformSimulatedSizeMetrics",
        "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedToolbarMetrics",
        "simulatedTabBarMetrics", "simulatedScreenMetrics", "simulatedOrientationMetrics",
        "modalPageSheetSimulatedSizeMetrics", "modalFormSheetSimulatedSizeMetrics",
    ]

    /// Elements dropped by their `key`: geometry and design-time values (§4.1).
    ///
    /// `frame` and `autoresizingMask` are kept on interior views with `fixedFrame="YES"`.
    package static let noiseKeys: Set<String> = [
        "canvasLocation", "freeformSize", "customSize", "userComments",
        "simulatedStatusBarMetrics", "simulatedTopBarMetrics", "simulatedBottomBarMetrics",
        "simulatedDestinationMetrics", "simulatedOrientationMetrics",
    ]

    /// Keys of the geometry that is the layout only when `fixedFrame="YES"` (§4.2).
    package static let frameKeys: Set<String> = ["frame", "autoresizingMask"]

    /// Lists whose children have no meaningful order (§4.1, §9.4); sorted canonically.
    package static let orderFreeContainers: Set<String> = [
        "constraints", "connections", "userDefinedRuntimeAttributes", "mask",
    ]

    /// Connection tags whose relative order is meaningful (tab order, runtime array order).
    package static let orderedConnections: Set<String> = ["segue", "outletCollection"]

    /// Whole-value id references by element (§3.1); `reference` is one on every element.
    package static let referenceAttributes: [String: Set<String>] = [
        "constraint": ["firstItem", "secondItem"],
        "outlet": ["destination"],
        "outletCollection": ["destination"],
        "action": ["destination", "target"],
        "binding": ["destination", "previousBinding"],
        "accessibilityConnection": ["destination"],
        "segue": ["destination", "popoverAnchorView", "popoverAnchorBarButtonItem"],
        "tableViewCellContentView": ["tableViewCell"],
        "gridCell": ["row", "column", "headOfMergedCell"],
        "popUpButtonCell": ["selectedItem"],
        "document": ["initialViewController"],
        "designable": ["name"],
        "tableViewCell": ["textLabel", "detailTextLabel", "imageView"],
        "tableView": ["headerView"],
        "outlineView": ["headerView", "outlineTableColumn"],
        "tabView": ["initialItem"],
    ]

    /// Every attribute name that is a reference on some element.
    package static let referenceAttributeNames: Set<String> = referenceAttributes.values.reduce(
        into: ["reference"]
    ) { $0.formUnion($1) }

    /// Whether an attribute of an element holds another object's id.
    /// - Parameters:
    ///   - attribute: the attribute name.
    ///   - element: the element's tag.
    /// - Returns: true for id references.
    package static func isReference(_ attribute: String, on element: String) -> Bool {
        attribute == "reference" || (referenceAttributes[element]?.contains(attribute) ?? false)
    }

    /// Attributes that are wiring or identity, not layout, wherever they are.
    ///
    /// Class and module, action selectors, outlet properties, references, keys, tags, key paths,
    /// a constraint's items, attributes and relation. Copies that differ in one are different
    /// layouts, never variants of one layout (#31); every other attribute value is a layout value.
    package static let identityAttributes: Set<String> = referenceAttributeNames.union([
        "customClass", "customModule", "customModuleProvider", "selector", "property", "destination",
        "eventType", "key", "tag", "keyPath", "identifier", "firstItem", "secondItem", "firstAttribute",
        "secondAttribute", "relation", "reference", "target",
    ])

    /// Elements whose attributes are all wiring: none of their values is a layout value.
    package static let wiringElements: Set<String> = [
        "outlet", "outletCollection", "action", "segue", "binding", "accessibilityConnection",
        "userDefinedRuntimeAttribute",
    ]

    /// Content slots: per-instance values that do not change the layout, by element.
    package static let slots: [String: [(attribute: String, type: SlotType)]] = [
        "label": [("text", .localizedString)],
        "textField": [("text", .localizedString), ("placeholder", .localizedString)],
        "textView": [("text", .localizedString)],
        "searchBar": [("text", .localizedString), ("placeholder", .localizedString), ("prompt", .localizedString)],
        "state": [("title", .localizedString), ("image", .image), ("backgroundImage", .image)],
        "buttonConfiguration": [("title", .localizedString), ("subtitle", .localizedString), ("image", .image)],
        "imageView": [("image", .image), ("highlightedImage", .image)],
        "imageReference": [("image", .image)],
        "segment": [("title", .localizedString), ("image", .image)],
        "navigationItem": [("title", .localizedString), ("prompt", .localizedString)],
        "barButtonItem": [("title", .localizedString), ("image", .image)],
        "tabBarItem": [("title", .localizedString), ("image", .image)],
        "textFieldCell": [("title", .localizedString), ("placeholderString", .localizedString)],
        "secureTextFieldCell": [("title", .localizedString), ("placeholderString", .localizedString)],
        "searchFieldCell": [("title", .localizedString), ("placeholderString", .localizedString)],
        "tokenFieldCell": [("title", .localizedString), ("placeholderString", .localizedString)],
        "comboBoxCell": [("title", .localizedString), ("placeholderString", .localizedString)],
        "buttonCell": [
            ("title", .localizedString), ("alternateTitle", .localizedString), ("image", .image),
            ("alternateImage", .image),
        ],
        "imageCell": [("image", .image)],
        "menuItem": [("title", .localizedString)],
        "box": [("title", .localizedString)],
        "tableHeaderCell": [("title", .localizedString)],
        "accessibility": [("label", .localizedString), ("hint", .localizedString), ("identifier", .string)],
    ]

    /// Content slots that every view has, whatever its tag (a tooltip is localised content).
    package static let viewSlots: [(attribute: String, type: SlotType)] = [("toolTip", .localizedString)]

    /// Every attribute name that is a slot on some element.
    package static let slotAttributeNames: Set<String> = Set(
        slots.values.flatMap { $0.map(\.attribute) } + viewSlots.map(\.attribute))

    /// Tags left out of the shape hash altogether: everything the canonical form drops or
    /// keeps only conditionally, and the string children that may hold slot values.
    package static let shapeSkippedElements: Set<String> = noiseElements.union([
        "rect", "point", "size", "autoresizingMask", "viewLayoutGuide", "designable",
        "string", "mutableString", "nil", "attributedString", "accessibility",
    ])

    /// Top-level objects of a xib that are not views (never extraction candidates).
    package static let nonViewTopLevelTags: Set<String> = [
        "placeholder", "customObject", "window", "panel", "menu", "userDefaultsController",
        "arrayController", "objectController", "treeController", "dictionaryController",
        "viewController", "windowController", "collectionViewItem", "popover", "drawer",
    ]
}
