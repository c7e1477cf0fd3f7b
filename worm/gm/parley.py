"""Policy: how the automated GM weighs the guild's words against a character (pp. 100, 180).

The book asks the GM to judge how an approach fits the character: what it likes and wants moves
it the right way on its own, what it dislikes moves it the wrong way, and anything risky with
something at stake is a test of Wands (p. 100). worm makes that judgement from data:

- a character's **traits** are its likes, dislikes, wants and needs (p. 180). Likes and dislikes
  are the creature's own (monsters.toml, Appendix C); its one want is read off the suit of the
  card that set its Disposition and its one need off the card's value, from its bestiary entry
  or its theme (personalities.toml); a named character brings all four (characters.toml);
- what an approach **carries** is a set of tastes (tastes.toml): the words said (flattery, lies,
  threats, questions), the things given or shown (their items' ids and tags, gold, treasure), a
  service done, and the kith of whoever speaks;
- the **verdict**: a dislike touched, or a threat to a need brought in, offends (a harmful step,
  whatever else it carries); a like
  touched pleases, and a want or need touched by a gift is fulfilled (a beneficial step, no
  test); a want touched by words alone is a bargaining chip (favor on the test); anything else
  is a test of Wands. Each like, want and need pays out once per meeting.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

from worm.content.models import ContentPack
from worm.content.monsters import Monster
from worm.content.personality import Approach, Character
from worm.content.stocking import Person
from worm.gen import factions
from worm.gen.factions import Faction
from worm.model.meeting import Trait, TraitKind
from worm.tarot import Card

VERBAL: frozenset[str] = frozenset({"flatter", "deceive", "ask", "trade", "request"})
"""Approaches that need words, and so a shared language (p. 29, p. 100). Gifts, deeds and a
brandished weapon speak for themselves."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """The GM's reading of one approach: what it touched, and what follows."""

    kind: Literal["offends", "pleases", "fulfils", "tempts", "none"]
    index: int | None = None  # the trait touched

    @property
    def automatic(self) -> bool:
        return self.kind in ("offends", "pleases", "fulfils")


def tastes_in(pack: ContentPack, text: str) -> frozenset[str]:
    """The tastes whose words appear in ``text`` (tastes.toml). Every meeting reads its
    creature's likes and hates again, so the matching is memoised, by the text beside the
    pack's word list (the same list always finds the same tastes)."""
    words = pack.taste_words
    kept = _FOUND.get(text)
    if kept is not None and kept[0] is words:
        return kept[1]
    found = _matched(words, text.lower())
    if len(_FOUND) >= _FOUND_KEPT:
        _FOUND.clear()
    _FOUND[text] = (words, found)
    return found


def _matched(words: tuple[tuple[str, tuple[str, ...]], ...], lowered: str) -> frozenset[str]:
    return frozenset(taste for taste, finds in _finders(words) if finds(lowered))


@functools.lru_cache(maxsize=4)
def _finders(
    words: tuple[tuple[str, tuple[str, ...]], ...],
) -> tuple[tuple[str, Callable[[str], object]], ...]:
    """Each taste beside one search for any of its words in a text (a regular expression of
    the words, escaped: the same as asking ``word in text`` of each in turn)."""
    return tuple(
        (taste, re.compile("|".join(map(re.escape, found))).search if found else _nothing)
        for taste, found in words
    )


def _nothing(_: str) -> None:
    """The search of a taste that has no words: it is never found."""


_FOUND_KEPT = 4096
_FOUND: dict[str, tuple[tuple[tuple[str, tuple[str, ...]], ...], frozenset[str]]] = {}
"""``tastes_in`` of the texts read lately, each beside the word list that read it."""


def kith_tastes(pack: ContentPack, kith: str) -> frozenset[str]:
    """The tastes a speaker of ``kith`` carries into any spoken approach (tastes.toml)."""
    return frozenset(t.id for t in pack.tastes.values() if kith in t.kiths)


def _trait(pack: ContentPack, kind: TraitKind, text: str) -> Trait:
    return Trait(kind, text, tastes_in(pack, text))


def of_creature(pack: ContentPack, monster: Monster, card: Card) -> tuple[Trait, ...]:
    """A creature's traits: its likes and hates, one want by ``card``'s suit and one need by
    its value (p. 180). The bestiary's own wants win over the theme's (rebranded creatures).

    Remembered by creature and card (the traits are frozen, and each meeting with the same
    kind of creature under the same card reads the same ones)."""
    key = (id(pack), id(monster), card.suit, card.value)
    kept = _TRAITS.get(key)
    if kept is not None and kept[0] is pack and kept[1] is monster:
        return kept[2]
    traits = _of_creature(pack, monster, card)
    if len(_TRAITS) >= _TRAITS_KEPT:
        _TRAITS.clear()
    _TRAITS[key] = (pack, monster, traits)  # both kept alive, so neither id is another's
    return traits


_TRAITS_KEPT = 4096
_TRAITS: dict[tuple[int, int, str | None, int], tuple[ContentPack, Monster, tuple[Trait, ...]]] = {}
"""``of_creature`` by the ids of pack and creature and the card's suit and value."""


def _of_creature(pack: ContentPack, monster: Monster, card: Card) -> tuple[Trait, ...]:
    likes = [_trait(pack, "like", text) for text in monster.likes]
    hates = [_trait(pack, "dislike", text) for text in monster.hates]
    suit = card.suit or "swords"
    theme = pack.personalities[monster.theme]
    base = pack.bestiary.get(monster.base) if monster.base else None
    if base is not None and base.wants is not None:
        want = _trait(pack, "want", getattr(base.wants, suit))
        if not want.tastes:
            themed = getattr(theme.wants, suit)
            want = Trait("want", want.text, frozenset(themed.tastes))
    else:
        themed = getattr(theme.wants, suit)
        want = Trait("want", themed.text, frozenset(themed.tastes))
    need = theme.needs[card.value % len(theme.needs)]
    return (
        *likes,
        *hates,
        want,
        Trait("need", need.text, frozenset(need.tastes), frozenset(need.threats)),
    )


_TRAIT_FIELDS: tuple[tuple[TraitKind, str], ...] = (
    ("like", "likes"),
    ("dislike", "dislikes"),
    ("want", "wants"),
    ("need", "needs"),
)
"""Each kind of trait and the Character field that lists them."""


def of_character(character: Character) -> tuple[Trait, ...]:
    """A named character's traits, all four kinds from the content (p. 180)."""
    return tuple(
        Trait(kind, trait.text, frozenset(trait.tastes), frozenset(trait.threats))
        for kind, field in _TRAIT_FIELDS
        for trait in getattr(character, field)
    )


def of_person(pack: ContentPack, person: Person) -> tuple[Trait, ...]:
    """A hook person's traits (p. 180): the likes and hates its hook gives it. Policy: a hook
    names no want or need of theirs, so only what pleases and offends them reaches them."""
    likes = [_trait(pack, "like", text) for text in person.likes]
    return (*likes, *(_trait(pack, "dislike", text) for text in person.hates))


def tongues(monster: Monster) -> tuple[str, ...]:
    """The languages a creature speaks (p. 29): ``worm.gen.factions.speech``, the one policy
    the generator reads to give a faction its tongues."""
    return factions.speech(monster)


def of_faction(faction: Faction) -> tuple[Trait, Trait]:
    """Policy (p. 337): a band speaks for its faction, so what the faction wants is a like of
    the band's (doing or offering it pleases at once, p. 100) and what it will not have is a
    dislike (bringing it offends at once). Read after the band's own traits, whose numbers
    stay as they were, and shown at once (``worm.engine.meet``)."""
    return (
        Trait(
            "like",
            f"{faction.want.text} (the want of {faction.name})",
            frozenset(faction.want.tastes),
        ),
        Trait(
            "dislike",
            f"{faction.shun.text} (shunned by {faction.name})",
            frozenset(faction.shun.tastes),
        ),
    )


def carried(
    pack: ContentPack,
    approach: Approach,
    *,
    items: Iterable[str] = (),
    gold: int = 0,
    treasure: bool = False,
    service: str | None = None,
    kith: str | None = None,
) -> frozenset[str]:
    """The tastes an approach carries: its words, the things it hands over, the service done and
    who speaks (tastes.toml)."""
    things: set[str] = set()
    for item_id in items:
        item = pack.items.get(item_id)
        things |= {item_id, *(item.tags if item else ())}
    found = set()
    for taste in pack.tastes.values():
        if (
            approach in taste.approaches
            or (things & set(taste.items))
            or (gold and taste.gold)
            or (treasure and taste.treasure)
            or taste.id == service
            or (kith is not None and approach in VERBAL and kith in taste.kiths)
        ):
            found.add(taste.id)
    if approach == "offer" and (items or gold or treasure):
        found.add("gifts")
    return frozenset(found)


def weigh(
    traits: tuple[Trait, ...],
    tastes: frozenset[str],
    *,
    gift: bool,
    spent: frozenset[int] = frozenset(),
) -> Verdict:
    """The GM's verdict on an approach carrying ``tastes`` (p. 100, p. 180).

    ``gift`` is true when the guild hands over or does the thing (an offer, an appeal), false
    for words alone; ``spent`` are the traits that have already paid out in this meeting.
    """
    for index, trait in enumerate(traits):
        if (trait.kind == "dislike" and trait.tastes & tastes) or trait.threats & tastes:
            return Verdict("offends", index)
    for index, trait in enumerate(traits):
        if index in spent or not trait.tastes & tastes:
            continue
        if trait.kind == "like":
            return Verdict("pleases", index)
        if trait.kind in ("want", "need") and gift:
            return Verdict("fulfils", index)
    for index, trait in enumerate(traits):
        if trait.kind == "want" and index not in spent and trait.tastes & tastes:
            return Verdict("tempts", index)
    return Verdict("none")
