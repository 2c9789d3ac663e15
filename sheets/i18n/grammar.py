"""Names the messages decline and agree with.

Czech puts a place after "z" in the genitive ("ze Štrasburku"), after "v" in the
locative ("ve Štrasburku"), and makes a verb agree with who did it ("Mína vyléčila",
"Godalming vyléčil"). A message does that with two functions of its own::

    event-fod_hunter_moved = { $hunter } { GENDER($hunter) ->
            [feminine] se přesunula
           *[masculine] se přesunul
        } { DECLINE($origin, case: "from") } do { DECLINE($to, case: "genitive") }.

``$hunter`` and ``$origin`` are :class:`Name` values: a term of the catalog (whose
variants are its cases and whose ``.gender`` attribute is its grammatical gender), or a
person's own name with the way the person wants to be addressed. A person's name is never
declined (nobody can decline every name), so messages keep people in the nominative.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

# How a person wants to be addressed; an unknown person gets the neutral wording.
Address = Literal["feminine", "masculine", "neutral"]
ADDRESSES: tuple[Address, ...] = ("feminine", "masculine", "neutral")
NEUTRAL: Address = "neutral"
# The grammatical genders a term may have, and what GENDER() answers for a person.
GENDERS = frozenset({"feminine", "masculine", "neuter", "plural", *ADDRESSES})


class Name(str):
    """A name as a message receives it: the text in the nominative (a ``str``, so that it
    shows and sorts as its text wherever the screens use it), declined by
    ``DECLINE($name, case: …)`` and agreed with by ``GENDER($name)``.

    ``term`` is the Fluent id of the catalog term it comes from (without its leading
    "-"), ``None`` for a person's own name; ``gender`` is ``None`` for a term that does not
    say its gender (English names need none).
    """

    gender: str | None
    term: str | None

    def __new__(cls, text: str, gender: str | None, term: str | None = None) -> Name:
        made = super().__new__(cls, text)
        made.gender = gender
        made.term = term
        return made


def person(name: str, address: str | None = None) -> Name:
    """A person's own name; ``address`` (feminine, masculine, neutral) is how they want
    the messages to speak of them, the neutral wording when nobody said."""
    return Name(name, address if address in ADDRESSES else NEUTRAL)


class GrammarError(ValueError):
    """A message asks for a case or a gender its value does not have."""


FormatTerm = Callable[[str, str], str]
CasesOf = Callable[[str], frozenset[str]]


def functions(format_term: FormatTerm, cases_of: CasesOf) -> dict[str, Callable[..., str]]:
    """``GENDER`` and ``DECLINE`` for the bundle of one language: ``format_term(term,
    case)`` writes a term in a case, ``cases_of(term)`` names the cases it has (none for a
    term that is the same in every case, as in English)."""

    def gender(name: object) -> str:
        if not isinstance(name, Name) or name.gender is None:
            raise GrammarError(f"GENDER() needs a name with a gender, not {name!r}")
        return name.gender

    def decline(name: object, case: str = "nominative") -> str:
        if not isinstance(name, Name):
            raise GrammarError(f"DECLINE() needs a name, not {name!r}")
        if name.term is None:
            if case != "nominative":
                raise GrammarError(f"{name!r} is a person's name: it is not declined")
            return str(name)
        cases = cases_of(name.term)
        if cases and case not in cases:
            raise GrammarError(f"-{name.term} has no case {case!r} (only {sorted(cases)})")
        return format_term(name.term, case)

    return {"GENDER": gender, "DECLINE": decline}
