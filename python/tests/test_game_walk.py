"""Game order and split selection of the verl-agent / Gym envs (no server: a recorded /games answer)."""

import pytest

from seedworld.verl_agent_env import ShuffledGameWalk, games_of_split, split_name


class RecordedCatalog:
    """The /games answer of a server started on an $ALFWORLD_DATA root, for games_of_split."""

    def __init__(self, keys):
        self.keys = keys

    def games(self):
        return {"count": len(self.keys), "games": [{"game": i, "gamefile": k, "task_type": None} for i, k in enumerate(self.keys)]}


KEYS = ["json_2.1.1/train/a/t/game.tw-pddl", "json_2.1.1/valid_seen/b/t/game.tw-pddl", "json_2.1.1/train/c/t/game.tw-pddl",
        "json_2.1.1/valid_unseen/d/t/game.tw-pddl"]


def test_walk_is_a_permutation_per_pass_and_reshuffles():
    games = list(range(20))
    walk = ShuffledGameWalk(games, seed=5)
    first = [walk.next_game() for _ in games]
    second = [walk.next_game() for _ in games]
    assert sorted(first) == games and sorted(second) == games
    assert first != games, "the first pass is shuffled"
    assert first != second, "each pass is reshuffled"
    again = ShuffledGameWalk(games, seed=5)
    assert [again.next_game() for _ in games] == first


def test_walk_refuses_an_empty_list():
    with pytest.raises(ValueError, match="no games to play"):
        ShuffledGameWalk([], seed=0)


def test_split_names_and_selection():
    assert split_name("eval_in_distribution") == "valid_seen"
    assert split_name("eval_out_of_distribution") == "valid_unseen"
    catalog = RecordedCatalog(KEYS)
    assert games_of_split(catalog, "train") == [KEYS[0], KEYS[2]]
    assert games_of_split(catalog, "eval_out_of_distribution") == [KEYS[3]]
    assert games_of_split(catalog, None) == KEYS
    with pytest.raises(ValueError, match=r"no 'valid_train' games on the env server \(splits there: train, valid_seen, valid_unseen\)"):
        games_of_split(catalog, "valid_train")
    with pytest.raises(ValueError, match="carry no split"):
        games_of_split(RecordedCatalog(["kitchen/game.tw-pddl"]), "train")
