"""Scripts run in a page of the app by the browser tests and the benchmarks."""

# A function for the page: whether a text matching the pattern given (a RegExp) is in the
# page. Flutter writes what it shows into its semantics tree, as the text of a node or its
# ``aria-label``.
SHOWN_IN_PAGE = """wanted => [...document.querySelectorAll('flt-semantics, flt-semantics *')].some(
    node => wanted.test(node.getAttribute('aria-label') || '')
        || (node.childElementCount === 0 && wanted.test(node.textContent || '')))"""
