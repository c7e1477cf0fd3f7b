"""Policy (p. 24): when a motif is relevant enough to a task to give favor.

The book leaves relevance to the GM. Our rule: a motif helps when one of its words, or a word the
profession commonly involves, appears in the task as the player described it; with no task
described, a motif named for the tested attribute's archetype helps.
"""

from __future__ import annotations

import re

from worm import grammar
from worm.tarot import Suit

# Words a profession reaches beyond its own name; kept short on purpose: the player names tasks.
KIN_WORDS: dict[str, tuple[str, ...]] = {
    "acrobat": ("climb", "jump", "balance", "leap", "tumble"),
    "burglar": ("lock", "pick", "sneak", "steal", "door", "window"),
    "tomb robber": ("tomb", "trap", "grave", "crypt", "lock"),
    "grave robber": ("tomb", "grave", "dig", "corpse", "crypt"),
    "chirugeon": ("wound", "heal", "poultice", "bleed", "corpse"),
    "scribe": ("read", "write", "script", "book", "rune"),
    "smith": ("metal", "forge", "repair", "weapon", "armor", "hinge"),
    "hunter": ("track", "trap", "animal", "beast", "hunt"),
    "ranger": ("track", "wild", "animal", "path"),
    "scout": ("sneak", "look", "spot", "listen", "search"),
    "spy": ("sneak", "listen", "lie", "disguise", "search"),
    "diplomat": ("talk", "persuade", "bargain", "negotiate", "convince"),
    "courtier": ("talk", "persuade", "flatter", "noble"),
    "bard": ("sing", "perform", "talk", "song", "story"),
    "soldier": ("fight", "hold", "march", "door", "force"),
    "gladiator": ("fight", "force", "crowd", "arena"),
    "engineer": ("mechanism", "machine", "trap", "gear", "bridge"),
    "artificer": ("mechanism", "machine", "device", "trap"),
    "witch": ("spirit", "curse", "hex", "potion"),
    "wizard": ("magic", "spell", "rune", "arcane"),
    "cleric": ("undead", "spirit", "pray", "heal"),
    "rat-catcher": ("rat", "vermin", "sewer", "trap"),
}
ARCHETYPE_WORDS: dict[Suit, tuple[str, ...]] = {
    "swords": ("soldier", "knight", "gladiator", "berserker", "duelist", "bodyguard"),
    "pentacles": ("burglar", "spy", "assassin", "acrobat", "scout", "highwayman"),
    "cups": ("scribe", "engineer", "chirugeon", "artificer", "explorer", "oracle"),
    "wands": ("wizard", "witch", "illusionist", "necromancer", "bard", "diplomat"),
}
WORD = re.compile(r"[a-z][a-z'-]*")


def relevant(motif: str, task: str, attribute: Suit) -> bool:
    """Policy (p. 24): does ``motif`` prepare the adventurer for ``task``?"""
    motif_words = set(WORD.findall(motif.lower()))
    task_words = set(WORD.findall(task.lower()))
    if not task_words:
        return bool(motif_words & set(ARCHETYPE_WORDS[attribute]))
    if motif_words & task_words:
        return True
    for profession, reach in KIN_WORDS.items():
        if profession in motif.lower() and any(w.startswith(reach) for w in task_words):
            return True
    return False


FEWEST_WORDS, MOST_WORDS = 2, 5
"""Policy (p. 25): a motif is a short phrase — a descriptor and a trade, say."""


def refuses(motifs: tuple[str, ...], number: int, words: str, *, changed: bool) -> str | None:
    """Policy (p. 25): why the GM does not agree to change motif ``number`` to ``words``, or
    None when they agree. Once per City Phase for each adventurer; two to five words; never
    the same as one of the adventurer's motifs."""
    if changed:
        return "the GM agrees to one motif changed per adventurer each City Phase (policy, p. 25)"
    if not 1 <= number <= len(motifs):
        return f"motif {number} does not exist: say 1 to {len(motifs)} (p. 24)"
    count = len(words.split())
    if not FEWEST_WORDS <= count <= MOST_WORDS:
        return (
            f"{words!r} has {grammar.counted(count, 'word')}: a motif is {FEWEST_WORDS} to "
            f"{MOST_WORDS} words, "
            "a descriptor and a trade (policy, p. 25)"
        )
    if any(" ".join(words.lower().split()) == m.lower() for m in motifs):
        return f"{words!r} is already one of the adventurer's motifs (policy, p. 25)"
    return None
