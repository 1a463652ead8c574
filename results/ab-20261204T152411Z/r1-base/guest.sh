#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/ab-20261204T152411Z/r1-base/run.sh 
echo $? > /root/.cache/htab-gp/dev/ab-20261204T152411Z/r1-base/rc
dmesg > /root/.cache/htab-gp/dev/ab-20261204T152411Z/r1-base/dmesg
