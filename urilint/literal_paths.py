"""Schemes whose readers take the path as written and never percent-decode
it: a file name or an object key. A fix there names another file (ROS's
and Gazebo's meshes: pybullet, yourdfpy and MuJoCo found "arm%7elink.obj"
and not "arm~link.obj", sweep 106), and a raw non-ASCII character is the
file's name, no IRI to encode (a Godot game's "res://数据/卡牌.csv", sweep 147)."""

from __future__ import annotations

LITERAL_PATH_SCHEMES = frozenset((
    "res", "user",  # Godot's
    "s3", "s3a", "s3n", "gs", "gcs", "abfs", "abfss", "wasb", "wasbs", "az", "adl", "oss", "cos",  # object storage
    "hdfs", "webhdfs", "viewfs", "hf",  # (fsspec, huggingface_hub: sweep 132)
    "package", "model",  # ROS's and Gazebo's resources
    "embedded", "rbxasset",  # Bevy's and Roblox's asset paths (sweep 147)
))
