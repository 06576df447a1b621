#if canImport(UIKit)
    import UIKit

    /// A view that loads its content from the nib named after its class, as its File's Owner.
    ///
    /// Written by xibify. The nib's top-level view is pinned to this view's edges; subclasses
    /// connect outlets in the nib and expose its content as `@IBInspectable` properties,
    /// which Interface Builder renders live.
    @IBDesignable
    class NibView: UIView {
        /// The nib's top-level view, once loaded.
        private(set) weak var contentView: UIView?

        override init(frame: CGRect) {
            super.init(frame: frame)
            loadContentFromNib()
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            loadContentFromNib()
        }

        override func prepareForInterfaceBuilder() {
            super.prepareForInterfaceBuilder()
            if contentView == nil { loadContentFromNib() }
        }

        private func loadContentFromNib() {
            let type = Swift.type(of: self)
            let nib = UINib(nibName: String(describing: type), bundle: Bundle(for: type))
            guard let view = nib.instantiate(withOwner: self, options: nil).first as? UIView else {
                assertionFailure("\(type).xib has no top-level view")
                return
            }
            view.frame = bounds
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: leadingAnchor),
                view.trailingAnchor.constraint(equalTo: trailingAnchor),
                view.topAnchor.constraint(equalTo: topAnchor),
                view.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
            // This view, not the content, is what outlets and code outside hold: it takes the
            // content's background, so colouring, rounding or shadowing it shows as before.
            if backgroundColor == nil, let background = view.backgroundColor {
                backgroundColor = background
                view.backgroundColor = nil
            }
            contentView = view
        }
    }
#elseif canImport(AppKit)
    import AppKit

    /// A view that loads its content from the nib named after its class, as its File's Owner.
    ///
    /// Written by xibify. The nib's top-level view is pinned to this view's edges; subclasses
    /// connect outlets in the nib and expose its content as `@IBInspectable` properties,
    /// which Interface Builder renders live.
    @IBDesignable
    class NibView: NSView {
        /// The nib's top-level view, once loaded.
        private(set) weak var contentView: NSView?

        override init(frame frameRect: NSRect) {
            super.init(frame: frameRect)
            loadContentFromNib()
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            loadContentFromNib()
        }

        override func prepareForInterfaceBuilder() {
            super.prepareForInterfaceBuilder()
            if contentView == nil { loadContentFromNib() }
        }

        private func loadContentFromNib() {
            let type = Swift.type(of: self)
            var objects: NSArray?
            guard let nib = NSNib(nibNamed: String(describing: type), bundle: Bundle(for: type)),
                nib.instantiate(withOwner: self, topLevelObjects: &objects),
                let view = objects?.compactMap({ $0 as? NSView }).first
            else {
                assertionFailure("\(type).xib has no top-level view")
                return
            }
            view.frame = bounds
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: leadingAnchor),
                view.trailingAnchor.constraint(equalTo: trailingAnchor),
                view.topAnchor.constraint(equalTo: topAnchor),
                view.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
            contentView = view
        }
    }
#endif
