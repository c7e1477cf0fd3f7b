"""Starting Disposition, the steps round the wheel, and Banter against Morale (pp. 99–103, 119;
the wheel is the setting in assets/dispositions.toml, rules digest §19.4)."""

import tomllib
from pathlib import Path

import pytest

from worm import tarot
from worm.content.personality import Dispositions
from worm.gm import morale
from worm.rules import banter, disposition

ASSETS = Path(__file__).parents[3] / "assets"
WHEEL = Dispositions.model_validate(
    tomllib.loads((ASSETS / "dispositions.toml").read_text(encoding="utf-8"))
)

BOOK = {  # p. 100: card value → starting Disposition
    1: "anger",
    2: "anger",
    3: "distaste",
    4: "distaste",
    5: "sadness",
    6: "sadness",
    7: "joy",
    8: "joy",
    9: "surprise",
    10: "surprise",
    11: "trust",
    12: "trust",
    13: "fear",
    14: "fear",
}


@pytest.mark.parametrize("suit", tarot.SUITS)
@pytest.mark.parametrize("value", sorted(BOOK))
def test_the_starting_table_reads_the_value_and_ignores_the_suit(suit, value):
    card = next(c for c in tarot.MINOR_CARDS if c.suit == suit and c.value == value)
    assert disposition.starting(card) == BOOK[value], card.name


def test_the_fool_and_major_cards_give_no_starting_disposition():
    fool = next(c for c in tarot.MINOR_CARDS if c.is_fool)
    with pytest.raises(ValueError, match="draw again"):
        disposition.starting(fool)
    with pytest.raises(ValueError):
        disposition.starting(tarot.MAJOR_CARDS[0])


def test_joy_and_trust_bargain_anger_and_distaste_want_it_over():
    assert {e for e in BOOK.values() if WHEEL.valence(e) == "positive"} == {"joy", "trust"}
    assert {e for e in BOOK.values() if WHEEL.valence(e) == "negative"} == {"anger", "distaste"}
    assert {e for e in BOOK.values() if WHEEL.valence(e) == "neutral"} == {
        "sadness",
        "surprise",
        "fear",
    }


@pytest.mark.parametrize(
    ("emotion", "mild", "basic", "intense"),
    [
        ("trust", "Acceptance", "Trust", "Admiration"),
        ("sadness", "Pensiveness", "Sadness", "Grief"),
        ("anger", "Annoyance", "Anger", "Rage"),
        ("distaste", "Boredom", "Distaste", "Loathing"),
        ("fear", "Anxiety", "Fear", "Terror"),
        ("surprise", "Distraction", "Surprise", "Awe"),
        ("joy", "Contentment", "Joy", "Ecstasy"),
    ],
)
def test_each_disposition_has_the_books_three_names(emotion, mild, basic, intense):
    """pp. 101–102: each core state flanked by its mild and intense states."""
    assert [disposition.name(WHEEL, emotion, i) for i in ("mild", "basic", "intense")] == [
        mild,
        basic,
        intense,
    ]


def test_the_ring_is_the_digests_and_fits_the_books_three_worked_steps():
    assert WHEEL.ring == ("joy", "trust", "fear", "anger", "distaste", "sadness", "surprise")
    assert "fear" in WHEEL.neighbours("anger")  # p. 119: intimidation turns anger to fear
    assert "joy" in WHEEL.neighbours("surprise")  # p. 103: surprise talked round to joy
    assert "trust" in WHEEL.neighbours("joy")  # p. 103: joy on to acceptance


BENEFICIAL = [  # (from, intensity) → after a beneficial step
    (("surprise", "mild"), ("joy", "mild")),  # p. 103
    (("joy", "mild"), ("trust", "mild")),  # p. 103: "the next emotion", acceptance
    (("trust", "basic"), ("trust", "intense")),
    (("trust", "intense"), ("trust", "intense")),
    (("fear", "basic"), ("trust", "basic")),
    (("anger", "basic"), ("fear", "basic")),
    (("anger", "intense"), ("anger", "basic")),  # Rage calms before it turns
    (("distaste", "mild"), ("sadness", "mild")),
    (("distaste", "intense"), ("distaste", "basic")),
    (("sadness", "basic"), ("surprise", "basic")),
]
HARMFUL = [
    (("joy", "basic"), ("surprise", "basic")),
    (("joy", "intense"), ("joy", "basic")),  # Ecstasy sours before it turns
    (("trust", "mild"), ("fear", "mild")),
    (("fear", "basic"), ("anger", "basic")),
    (("anger", "basic"), ("anger", "intense")),
    (("anger", "intense"), ("anger", "intense")),
    (("distaste", "basic"), ("distaste", "intense")),
    (("sadness", "mild"), ("distaste", "mild")),
    (("surprise", "basic"), ("sadness", "basic")),
]


@pytest.mark.parametrize(("before", "after"), BENEFICIAL)
def test_each_beneficial_step(before, after):
    assert disposition.shift(WHEEL, *before, good=True) == after


@pytest.mark.parametrize(("before", "after"), HARMFUL)
def test_each_harmful_step(before, after):
    assert disposition.shift(WHEEL, *before, good=False) == after


def test_every_step_changes_emotion_only_to_a_ring_neighbour():
    for emotion in WHEEL.ring:
        for intensity in ("mild", "basic", "intense"):
            for good in (True, False):
                after, _ = disposition.shift(WHEEL, emotion, intensity, good)
                assert after == emotion or after in WHEEL.neighbours(emotion)


def test_a_changed_ring_changes_the_steps_it_allows():
    """The ring is a setting: a wheel whose steps leave the ring is refused by name."""
    data = tomllib.loads((ASSETS / "dispositions.toml").read_text(encoding="utf-8"))
    data["ring"] = ["joy", "surprise", "sadness", "distaste", "anger", "fear", "trust"]
    changed = Dispositions.model_validate(data)  # the same neighbours, read the other way
    assert disposition.toward(changed, "joy", "basic", "fear") == ("trust", "basic")
    data["ring"] = ["joy", "fear", "trust", "anger", "distaste", "sadness", "surprise"]
    with pytest.raises(ValueError, match="ring neighbour"):
        Dispositions.model_validate(data)


def test_intimidation_steps_toward_fear_and_deepens_it_there():
    assert disposition.toward(WHEEL, "anger", "basic", "fear") == ("fear", "basic")
    assert disposition.toward(WHEEL, "joy", "mild", "fear") == ("trust", "mild")
    assert disposition.toward(WHEEL, "distaste", "basic", "fear") == ("anger", "basic")
    assert disposition.toward(WHEEL, "fear", "basic", "fear") == ("fear", "intense")


def test_rage_and_loathing_fight_at_once():
    fighting = {
        (e, i)
        for e in WHEEL.ring
        for i in ("mild", "basic", "intense")
        if disposition.fights_now(WHEEL, e, i)
    }
    assert fighting == {("anger", "intense"), ("distaste", "intense")}


# --- Banter and Morale (p. 119) -------------------------------------------------------------


@pytest.mark.parametrize(
    ("situation", "morale_value"),
    [("confident", 20), ("neutral", 18), ("wary", 10), ("panicking", 8)],
)
def test_banter_must_beat_each_morale_strictly(situation, morale_value):
    assert banter.MORALE[situation] == morale_value
    assert not banter.beats(morale_value, situation)
    assert banter.beats(morale_value + 1, situation)


def test_the_best_banter_cannot_move_a_confident_foe_without_favor():
    """King (14) + Wands 4 = 18: beats Neutral only with favor (21), never 20 without it."""
    assert not banter.beats(14 + 4, "neutral")
    assert banter.beats(14 + 4 + 3, "confident")
    assert not banter.beats(14 + 4 + 1, "confident")


@pytest.mark.parametrize(
    ("intent", "before", "after"),
    [
        ("intimidate", ("anger", "basic"), ("fear", "basic")),  # p. 119's own example
        ("taunt", ("distaste", "basic"), ("distaste", "intense")),  # p. 119: to loathing
        ("placate", ("anger", "basic"), ("fear", "basic")),
        ("placate", ("surprise", "mild"), ("joy", "mild")),
    ],
)
def test_a_successful_banter_moves_one_step_by_what_was_said(intent, before, after):
    assert banter.moved(WHEEL, *before, intent) == after


@pytest.mark.parametrize(
    ("sizeup", "situation"),
    [
        (morale.Sizeup(count=4, down=3), "panicking"),
        (morale.Sizeup(count=1, leader_dying=True), "panicking"),
        (morale.Sizeup(count=2, cornered_losing=True), "panicking"),
        (morale.Sizeup(count=4, down=1), "wary"),
        (morale.Sizeup(count=3, hurt=True), "wary"),
        (morale.Sizeup(count=6, guild=3, ground=True), "confident"),
        (morale.Sizeup(count=6, guild=3), "neutral"),
        (morale.Sizeup(count=2, guild=3, ground=True), "neutral"),
    ],
)
def test_the_gm_reads_morale_off_the_situation(sizeup, situation):
    assert morale.assess(sizeup)[0] == situation


# --- the hand-over to the Challenge (pp. 101–102; rules digest §22.2, §29.2) -------------------


@pytest.mark.parametrize(
    ("emotion", "initiative", "free_wound"),
    [
        ("anger", "lowest", True),
        ("sadness", "lowest", True),
        ("joy", "lowest", False),
        ("distaste", "median", True),
        ("fear", "highest", False),
        ("surprise", "highest", False),
        ("trust", "highest", False),
    ],
)
def test_each_disposition_hands_its_tactics_to_the_challenge(emotion, initiative, free_wound):
    stance = WHEEL.stance(emotion)
    assert (stance.initiative, stance.free_wound) == (initiative, free_wound)
    assert stance.flees == (emotion == "fear")
    assert stance.disengages == (emotion == "surprise")
    assert stance.lethal == (emotion != "trust")
