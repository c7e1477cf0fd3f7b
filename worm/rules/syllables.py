"""Syllable pricing (pp. 156, 158): Build and Commission Craft charge so much gold for each
syllable of what is asked for, spoken in full.

Counting is a vowel-group heuristic for English, tuned on the book's own priced examples: a
final lone ``e`` is silent unless it closes ``-le`` after a consonant; ``-es`` and ``-ed`` are
silent after most consonants; ``io`` is two syllables except in ``-tion``/``-sion``/``-cion``.
"""

from __future__ import annotations

import re

_VOWELS = "aeiouy"
_WORD = re.compile(r"[a-z]+")


def word(text: str) -> int:
    """Syllables in one word, at least one."""
    w = text.lower()
    groups = re.findall(r"[aeiouy]+", w)
    count = len(groups)
    count += sum(1 for g in groups if "io" in g) - len(re.findall(r"[tsc]io", w))
    if w.endswith("e") and len(w) > 2 and groups and groups[-1] == "e":
        if not (w.endswith("le") and w[-3] not in _VOWELS):
            count -= 1
    elif re.search(r"[^aeiouy]e[sd]$", w) and groups and groups[-1] == "e":
        before = w[-3]
        if (w.endswith("es") and before not in "sxzcg") or (
            w.endswith("ed") and before not in "td"
        ):
            count -= 1
    return max(1, count)


def count(description: str) -> int:
    """Syllables in a whole description (hyphens and spaces part the words)."""
    return sum(word(w) for w in _WORD.findall(description.lower()))


def price(description: str, per_syllable: int) -> int:
    """What a description costs at ``per_syllable`` gold a syllable (pp. 156, 158)."""
    return count(description) * per_syllable
