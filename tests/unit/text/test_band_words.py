"""Words about bands as the seed-1 playthrough read them: a line that opens with a band's count
opens with a capital ("Three Mushroom Men make ready…"), one creature met on a band's errand
is spoken of as one ("Cockatrice (just one), a raider of…, carrying its wounded"), and counts
are written in words to twenty, so fourteen Flower Fairies read as twelve Dire Wolves do."""

from __future__ import annotations

import re

import pytest

from worm import content, grammar
from worm.content import stocking
from worm.content.factions import Errand
from worm.engine import events as ev
from worm.text import narrate


def test_a_bands_attack_line_opens_with_a_capital() -> None:
    band = grammar.band(3, "Mushroom Men")
    assert band == "three Mushroom Men"  # the name as a sentence builds it, in lower case
    e = ev.Action(seq=1, who=band, action="Attack", card=None, value=None, result="hit")
    assert narrate.event(e) == "Three Mushroom Men: Attack: hit."


def test_a_bands_warning_opens_with_a_capital() -> None:
    said = f"{grammar.agree(grammar.band(3, 'Dire Rats'), 'make')} ready to attack Sabor."
    assert said.startswith("three")
    assert (
        narrate.event(ev.Narration(seq=1, text=said))
        == "Three Dire Rats make ready to attack Sabor."
    )


def _met(name: str, errand: str) -> str:
    """An errand as the level's Meatgrinder writes it, its count read in play."""
    return f"{name} ([adventurers]), {errand}."


@pytest.mark.parametrize("errand", content.default().factions.errands, ids=lambda e: e.id)
def test_one_creature_met_on_an_errand_is_spoken_of_as_one(errand: Errand) -> None:
    text = errand.text.format(faction="the Crownless Pack", lair="104", other="the Cluster")
    alone = stocking.told(_met("Cockatrice", text), 1)
    assert alone.startswith("Cockatrice (just one), ")
    rest = alone.removeprefix("Cockatrice (just one), ")
    assert re.match(r"an? ", rest), rest  # one raider, not "raiders"
    assert not re.search(r"\btheir|themselves\b", rest), rest
    many = stocking.told(_met("Cockatrice", text), 3)
    assert many == f"Cockatrices (three of them), {text}."  # a band keeps the plural words


def test_a_plural_name_met_alone_is_told_as_one() -> None:
    assert stocking.told("Green Slimes ([adventurers]), oozing.", 1) == (
        "Green Slime (just one), oozing."
    )
    assert stocking.told("Green Slimes (2), oozing.", 2) == "Green Slimes (two of them), oozing."


def test_the_playthroughs_raiders_carry_its_wounded() -> None:
    text = "raiders of the Crownless Pack back from a strike on the Cluster, carrying their wounded"
    assert stocking.told(_met("Cockatrice", text), 1) == (
        "Cockatrice (just one), a raider of the Crownless Pack back from a strike on the "
        "Cluster, carrying its wounded."
    )


@pytest.mark.parametrize("count", range(2, 21))
def test_a_band_is_counted_in_words_to_twenty(count: int) -> None:
    said = grammar.band(count, "Flower Fairies")
    assert said.endswith(" Flower Fairies") and said.split()[0].isalpha(), said


def test_a_band_past_twenty_is_counted_in_figures() -> None:
    assert grammar.band(14, "Flower Fairies") == "fourteen Flower Fairies"
    assert grammar.band(21, "Flower Fairies") == "21 Flower Fairies"
    assert stocking.told("Dire Wolves ([adventurers]), hunting.", 14) == (
        "Dire Wolves (fourteen of them), hunting."
    )
